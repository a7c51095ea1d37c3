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
import { finishRecording, RECORDING } from "./transcoder";

type EndDeps = Pick<AppDeps, "db" | "storage" | "logger" | "jobs">;

const recordingKeyOf = (sessionId: string) => `private/live/${sessionId}/recording.webm`;

async function fileSize(file: string) {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
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
  const recording =
    keepReplay && (await fileSize(path.join(folder, RECORDING))) > 0
      ? await finishRecording(studio.ffmpeg, folder, deps.logger)
      : null;
  const sizeBytes = recording ? await fileSize(recording) : 0;
  if (recording && sizeBytes > 0) {
    const key = recordingKeyOf(sessionId);
    await deps.storage.moveFile(key, recording, "video/webm");
    await deps.db.update(liveSessions).set({ recordingKey: key }).where(eq(liveSessions.id, sessionId));
    const replayPostId = await createReplayPost(deps, session, { key, sizeBytes }).catch((error: unknown) => {
      deps.logger.error({ err: error, sessionId }, "replay post not made; the recording stays stored");
      return null;
    });
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
