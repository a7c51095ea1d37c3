// A creator's stream arriving, whatever carries it (the browser's WebSocket or an encoder's RTMP):
// ffmpeg is started for it, bytes that come while it starts wait, the first bytes make the session
// live, and the stream's end stops ffmpeg. The session stays live until the creator ends it, so a
// reconnect (a new input) carries on.
import type { AppDeps } from "../../context";
import type { LiveSessionRow } from "./access";
import { markLive } from "./sessions";
import { startLiveTranscoder, type LiveInputFormat, type LiveTranscoder } from "./transcoder";

export interface LiveInput {
  write(chunk: Buffer): void;
  close(): void;
}

export function openLiveInput(
  deps: Pick<AppDeps, "db" | "logger" | "liveStudio">,
  session: LiveSessionRow,
  format: LiveInputFormat,
  events: { onLive?(): void; onStopped?(): void } = {},
): LiveInput {
  const studio = deps.liveStudio;
  // The first chunk holds the stream's header: none may be lost while ffmpeg starts.
  const early: Buffer[] = [];
  let transcoder: LiveTranscoder | null = null;
  let isLive = false;
  let isClosed = false;

  startLiveTranscoder(studio.ffmpeg, studio.folderOf(session.id), { sessionId: session.id, format }, deps.logger).then(
    (started) => {
      studio.attach(session.id, started);
      transcoder = started;
      for (const chunk of early.splice(0)) started.write(chunk);
      if (isClosed) void started.stop();
      void started.finished.then(() => events.onStopped?.());
    },
    (error: unknown) => {
      deps.logger.error({ err: error, sessionId: session.id }, "live transcoder not started");
      events.onStopped?.();
    },
  );

  return {
    write(chunk) {
      if (isClosed) return;
      if (transcoder) transcoder.write(chunk);
      else early.push(chunk);
      if (isLive) return;
      isLive = true;
      markLive(deps.db, session).catch((error: unknown) =>
        deps.logger.error({ err: error, sessionId: session.id }, "live session not marked live"),
      );
      events.onLive?.();
    },
    close() {
      if (isClosed) return;
      isClosed = true;
      void transcoder?.stop();
    },
  };
}
