// Ending a live session: the stream stops, the recording is stored and becomes a post for the
// session's tier (unless the creator discards it), and the live files are removed.
import { stat, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { liveSessions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { ownSession } from "./access";
import { hintSession } from "./announce";
import { createReplayPost } from "./replay";
import { sessionView } from "./sessions";
import type { LiveStudio } from "./studio";
import { finishRecording, recordingFile, type LiveInputFormat } from "./transcoder";

type EndDeps = Pick<AppDeps, "db" | "storage" | "logger" | "jobs">;

const recordingKeyOf = (sessionId: string, file: string) => `private/live/${sessionId}/recording${path.extname(file)}`;

async function fileSize(file: string) {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** The kind of stream the session's recording was made from, or null when nothing was recorded. */
async function recordedFormat(folder: string): Promise<LiveInputFormat | null> {
  for (const format of ["webm", "flv"] as const) {
    if ((await fileSize(path.join(folder, recordingFile(format)))) > 0) return format;
  }
  return null;
}

export async function endSession(
  deps: EndDeps,
  studio: LiveStudio,
  creatorId: string,
  sessionId: string,
  keepReplay: boolean,
) {
  const session = await ownSession(deps.db, sessionId, creatorId);
  if (session.status !== "live") {
    throw new AppError("live_session_not_live", 409, "Only a live session can be ended.");
  }
  const [claimed] = await deps.db
    .update(liveSessions)
    .set({ status: "ended", endedAt: sql`now()`, keepReplay })
    .where(and(eq(liveSessions.id, sessionId), inArray(liveSessions.status, ["live"])))
    .returning({ id: liveSessions.id });
  if (!claimed) throw new AppError("live_session_not_live", 409, "Only a live session can be ended.");

  await studio.stop(sessionId);
  studio.forget(sessionId);
  const folder = studio.folderOf(sessionId);
  const format = keepReplay ? await recordedFormat(folder) : null;
  const recording = format ? await finishRecording(studio.ffmpeg, folder, format, deps.logger) : null;
  const sizeBytes = recording ? await fileSize(recording.file) : 0;
  if (recording && sizeBytes > 0) {
    const key = recordingKeyOf(sessionId, recording.file);
    await deps.storage.moveFile(key, recording.file, recording.mimeType);
    await deps.db.update(liveSessions).set({ recordingKey: key }).where(eq(liveSessions.id, sessionId));
    const replayPostId = await createReplayPost(deps, session, { key, sizeBytes, mimeType: recording.mimeType }).catch(
      (error: unknown) => {
        deps.logger.error({ err: error, sessionId }, "replay post not made; the recording stays stored");
        return null;
      },
    );
    if (replayPostId) {
      await deps.db.update(liveSessions).set({ replayPostId }).where(eq(liveSessions.id, sessionId));
    }
  }
  await rm(folder, { recursive: true, force: true, maxRetries: 3 }).catch((error: unknown) =>
    deps.logger.warn({ err: error, sessionId }, "live files not removed"),
  );
  await hintSession(deps.db, creatorId);
  return sessionView(await ownSession(deps.db, sessionId, creatorId), { isOwner: true, canWatch: true });
}
