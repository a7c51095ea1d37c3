// The sets a workout session holds, as the logging pages and the coach show them: exercise by
// exercise, set by set.
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { setLogs } from "../../db/schema";

/**
 * The session's sets, each with the key of the exercise it was logged under, so a page can tell
 * a set of an exercise its creator has since replaced.
 */
export function loggedSets(db: Queryable, sessionId: string) {
  return db
    .select({
      exerciseIndex: setLogs.exerciseIndex,
      exerciseKey: setLogs.exerciseKey,
      setNumber: setLogs.setNumber,
      reps: setLogs.reps,
      loadKg: setLogs.loadKg,
      rpe: setLogs.rpe,
      seconds: setLogs.seconds,
    })
    .from(setLogs)
    .where(eq(setLogs.sessionId, sessionId))
    .orderBy(asc(setLogs.exerciseIndex), asc(setLogs.setNumber));
}
