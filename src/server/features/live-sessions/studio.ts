// What this process knows of the sessions live right now: the ffmpeg that turns each creator's
// stream into HLS, and who fetched the stream lately (the creator's viewer count). The files
// live in DATA_DIR/live/<sessionId>/, so the process that ingests a session also serves it.
import { createHmac } from "node:crypto";
import path from "node:path";
import { LIVE_VIEWER_WINDOW_SECONDS } from "../../../domain/live-sessions";
import type { LiveTranscoder } from "./transcoder";

export class LiveStudio {
  readonly tokenSecret: Buffer;
  readonly rootDir: string;
  private readonly transcoders = new Map<string, LiveTranscoder>();
  private readonly viewers = new Map<string, Map<string, number>>();

  constructor(options: { dataDir: string; secret: string }) {
    // Its own key, derived from the app's secret, so every instance checks the others' tokens.
    this.tokenSecret = createHmac("sha256", options.secret).update("live-stream-tokens").digest();
    this.rootDir = path.join(options.dataDir, "live");
  }

  folderOf(sessionId: string) {
    return path.join(this.rootDir, sessionId);
  }

  transcoderOf(sessionId: string) {
    return this.transcoders.get(sessionId) ?? null;
  }

  /** Takes over a session's transcoder; a previous one (a reconnecting creator) is stopped. */
  attach(sessionId: string, transcoder: LiveTranscoder) {
    const previous = this.transcoders.get(sessionId);
    this.transcoders.set(sessionId, transcoder);
    if (previous && previous !== transcoder) void previous.stop();
    void transcoder.finished.then(() => {
      if (this.transcoders.get(sessionId) === transcoder) this.transcoders.delete(sessionId);
    });
  }

  async stop(sessionId: string) {
    const transcoder = this.transcoders.get(sessionId);
    this.transcoders.delete(sessionId);
    await transcoder?.stop();
  }

  seen(sessionId: string, viewerId: string, now = Date.now()) {
    let seen = this.viewers.get(sessionId);
    if (!seen) this.viewers.set(sessionId, (seen = new Map()));
    seen.set(viewerId, now);
  }

  viewerCount(sessionId: string, now = Date.now()) {
    const seen = this.viewers.get(sessionId);
    if (!seen) return 0;
    let count = 0;
    for (const [viewer, at] of seen) {
      if (now - at <= LIVE_VIEWER_WINDOW_SECONDS * 1000) count += 1;
      else seen.delete(viewer);
    }
    return count;
  }

  forget(sessionId: string) {
    this.viewers.delete(sessionId);
  }

  async closeAll() {
    await Promise.all([...this.transcoders.keys()].map((id) => this.stop(id)));
  }
}
