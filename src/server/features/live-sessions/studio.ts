// What this process knows of the sessions live right now: the ffmpeg that turns each creator's
// stream into HLS, and who fetched the stream lately (the creator's viewer count). The files
// live in DATA_DIR/live/<sessionId>/, so the process that ingests a session also serves it.
import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LIVE_VIEWER_WINDOW_SECONDS } from "../../../domain/live-sessions";
import type { LiveTranscoder } from "./transcoder";

const PLAYLIST_CACHE_MS = 250;
/** The playlist and a little more than the 6 segments it lists. */
const CACHED_FILES = 10;

/** What the creator's studio shows of a live session: who watches, and whether a stream arrives. */
export interface LiveNow {
  viewerCount: number;
  isStreamArriving: boolean;
}

export class LiveStudio {
  readonly tokenSecret: Buffer;
  readonly rootDir: string;
  /** The ffmpeg binary that makes the live streams (FFMPEG_PATH or the packaged one). */
  readonly ffmpeg: string;
  private readonly transcoders = new Map<string, LiveTranscoder>();
  private readonly viewers = new Map<string, Map<string, number>>();
  private readonly files = new Map<string, Map<string, { read: Promise<Buffer>; at: number }>>();

  constructor(options: { dataDir: string; secret: string; ffmpeg: string }) {
    // Its own key, derived from the app's secret, so every instance checks the others' tokens.
    this.tokenSecret = createHmac("sha256", options.secret).update("live-stream-tokens").digest();
    this.rootDir = path.join(options.dataDir, "live");
    this.ffmpeg = options.ffmpeg;
  }

  folderOf(sessionId: string) {
    return path.join(this.rootDir, sessionId);
  }

  transcoderOf(sessionId: string) {
    return this.transcoders.get(sessionId) ?? null;
  }

  /**
   * Takes over a session's transcoder; a previous one (a reconnecting creator) is stopped. It stays
   * here after its creator's socket closed, so ending the session waits for its last writes.
   */
  attach(sessionId: string, transcoder: LiveTranscoder) {
    const previous = this.transcoders.get(sessionId);
    this.transcoders.set(sessionId, transcoder);
    // A new ffmpeg numbers its segments from 0 again.
    this.files.delete(sessionId);
    if (previous && previous !== transcoder) void previous.stop();
  }

  async stop(sessionId: string) {
    const transcoder = this.transcoders.get(sessionId);
    this.transcoders.delete(sessionId);
    await transcoder?.stop();
  }

  liveNow(sessionId: string, now = Date.now()): LiveNow {
    return {
      viewerCount: this.viewerCount(sessionId, now),
      isStreamArriving: this.transcoders.get(sessionId)?.isRunning() ?? false,
    };
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

  /**
   * A stream file, read once and shared by every viewer: hundreds of viewers ask for the same
   * segment within a second, and each read of its own would queue on libuv's four file threads.
   * Segments never change once listed (ffmpeg renames them into place); the playlist is read again
   * after PLAYLIST_CACHE_MS, well under a segment's length.
   */
  readStreamFile(sessionId: string, file: string, isPlaylist: boolean, now = Date.now()) {
    let files = this.files.get(sessionId);
    if (!files) this.files.set(sessionId, (files = new Map()));
    const cached = files.get(file);
    if (cached && (!isPlaylist || now - cached.at < PLAYLIST_CACHE_MS)) return cached.read;
    const read = readFile(path.join(this.folderOf(sessionId), file));
    files.set(file, { read, at: now });
    // A failed read (not written yet, or deleted) is not remembered.
    read.catch(() => files.get(file)?.read === read && files.delete(file));
    // Only the last few segments are listed; older ones are never asked for again.
    if (files.size > CACHED_FILES) files.delete(files.keys().next().value!);
    return read;
  }

  forget(sessionId: string) {
    this.viewers.delete(sessionId);
    this.files.delete(sessionId);
  }

  async closeAll() {
    await Promise.all([...this.transcoders.keys()].map((id) => this.stop(id)));
  }
}
