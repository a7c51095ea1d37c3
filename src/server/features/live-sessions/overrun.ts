// Sessions nobody ended: the creator's tab closed, OBS stopped, the creator forgot. A session still
// live two hours after its planned end is ended by a job, keeping the replay as the creator last
// chose, so members are no longer shown a live session with nothing to watch.
import { and, eq, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { liveSessions } from "../../db/schema";
import { endSession } from "./ending";

export const LIVE_OVERRUN_JOB = "end-overrun-live-sessions";
/** Past a session's planned end, how long it may stay live before it is ended for its creator. */
export const OVERRUN_GRACE_MINUTES = 120;
const BATCH = 100;

export async function endOverrunSessions(deps: Pick<AppDeps, "db" | "storage" | "logger" | "jobs" | "liveStudio">) {
  const overrun = await deps.db
    .select({ id: liveSessions.id, creatorId: liveSessions.creatorId, keepReplay: liveSessions.keepReplay })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.status, "live"),
        // The shortest session first narrows to the index's range, then each session's own length.
        lt(liveSessions.startsAt, sql`now() - make_interval(mins => ${OVERRUN_GRACE_MINUTES})`),
        sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes} + ${OVERRUN_GRACE_MINUTES}) < now()`,
      ),
    )
    .limit(BATCH);
  let ended = 0;
  for (const session of overrun) {
    try {
      await endSession(deps, deps.liveStudio, session.creatorId, session.id, session.keepReplay);
      ended += 1;
    } catch (error) {
      // Ended meanwhile by its creator, or a suspended creator's (hidden from everyone already).
      deps.logger.warn({ err: error, sessionId: session.id }, "overrun live session not ended");
    }
  }
  return ended;
}
