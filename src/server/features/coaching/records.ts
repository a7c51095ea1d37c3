// Personal records: computed in SQL from the logged sets (best load for reps, best estimated
// one-rep max by Epley, best time), and celebrated once, through the personal_records ledger.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { addDays, epleyOneRepMax, exerciseKey, type RecordKind } from "../../../domain/coaching";
import type { Database, Queryable } from "../../db/client";
import { personalRecords, setLogs } from "../../db/schema";

/** Epley in SQL, the twin of the domain's epleyOneRepMax. */
const epley = sql<
  number | null
>`max(${setLogs.loadKg} * (1 + ${setLogs.reps} / 30.0)) filter (where ${setLogs.reps} > 0)`;
const rounded = (value: number) => Math.round(value * 100) / 100;

interface LoggedSet {
  setId: string;
  /** The creator whose plan or routine it was logged in. */
  creatorId: string;
  exerciseName: string;
  performedOn: string;
  reps: number | null;
  loadKg: number | null;
  seconds: number | null;
}

export interface NewRecord {
  kind: RecordKind;
  reps: number;
  value: number;
}

/** What the set could be a record for. */
function candidatesOf(set: LoggedSet): NewRecord[] {
  const candidates: NewRecord[] = [];
  if (set.loadKg !== null && set.loadKg > 0 && set.reps !== null && set.reps > 0) {
    candidates.push({ kind: "load_for_reps", reps: set.reps, value: set.loadKg });
    candidates.push({ kind: "estimated_1rm", reps: 0, value: rounded(epleyOneRepMax(set.loadKg, set.reps)) });
  }
  if (set.seconds !== null && set.seconds > 0) candidates.push({ kind: "time", reps: 0, value: set.seconds });
  return candidates;
}

/**
 * Enters the set's records in the ledger and answers those that beat an earlier best: the
 * member's first value of an exercise is a starting point, not a celebration. A corrected set
 * first takes back what it had entered, so a typo does not stand as the best to beat.
 */
export async function celebrateRecords(db: Queryable, memberId: string, set: LoggedSet): Promise<NewRecord[]> {
  await db.delete(personalRecords).where(eq(personalRecords.setId, set.setId));
  const candidates = candidatesOf(set);
  if (candidates.length === 0) return [];
  const key = exerciseKey(set.exerciseName);
  const bests = await db
    .select({
      kind: personalRecords.kind,
      reps: personalRecords.reps,
      best: sql<number>`max(${personalRecords.value})`,
    })
    .from(personalRecords)
    .where(
      and(
        eq(personalRecords.memberId, memberId),
        eq(personalRecords.exerciseKey, key),
        sql`(${personalRecords.kind}, ${personalRecords.reps}) in (${sql.join(
          candidates.map((candidate) => sql`(${candidate.kind}, ${candidate.reps})`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(personalRecords.kind, personalRecords.reps);
  const bestOf = (candidate: NewRecord) =>
    bests.find((best) => best.kind === candidate.kind && best.reps === candidate.reps)?.best;
  const entered = candidates.filter((candidate) => {
    const best = bestOf(candidate);
    return best === undefined || candidate.value > Number(best);
  });
  if (entered.length === 0) return [];
  await db.insert(personalRecords).values(
    entered.map((candidate) => ({
      memberId,
      exerciseKey: key,
      exerciseName: set.exerciseName,
      kind: candidate.kind,
      reps: candidate.reps,
      value: candidate.value,
      setId: set.setId,
      creatorId: set.creatorId,
      beatPrevious: bestOf(candidate) !== undefined,
      achievedOn: set.performedOn,
    })),
  );
  return entered.filter((candidate) => bestOf(candidate) !== undefined);
}

/** Each exercise the member logged, with its bests, most recently trained first. */
export async function listRecords(db: Database, memberId: string) {
  const rows = await db
    .select({
      key: setLogs.exerciseKey,
      name: sql<string>`(array_agg(${setLogs.exerciseName} order by ${setLogs.performedOn} desc))[1]`,
      bestLoadKg: sql<number | null>`max(${setLogs.loadKg})`,
      estimatedOneRepMaxKg: epley,
      bestSeconds: sql<number | null>`max(${setLogs.seconds})`,
      lastOn: sql<string>`max(${setLogs.performedOn})::text`,
    })
    .from(setLogs)
    .where(eq(setLogs.memberId, memberId))
    .groupBy(setLogs.exerciseKey)
    .orderBy(desc(sql`max(${setLogs.performedOn})`))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    bestLoadKg: row.bestLoadKg === null ? null : Number(row.bestLoadKg),
    estimatedOneRepMaxKg: row.estimatedOneRepMaxKg === null ? null : rounded(Number(row.estimatedOneRepMaxKg)),
  }));
}

/** One exercise over the last year: its best per day (for the chart) and its best load for each rep count. */
export async function recordHistory(db: Database, memberId: string, key: string, today: string) {
  const ofExercise = and(
    eq(setLogs.memberId, memberId),
    eq(setLogs.exerciseKey, key),
    gte(setLogs.performedOn, addDays(today, -365)),
  );
  const points = await db
    .select({
      date: sql<string>`${setLogs.performedOn}::text`,
      estimatedOneRepMaxKg: epley,
      bestLoadKg: sql<number | null>`max(${setLogs.loadKg})`,
      bestSeconds: sql<number | null>`max(${setLogs.seconds})`,
    })
    .from(setLogs)
    .where(ofExercise)
    .groupBy(setLogs.performedOn)
    .orderBy(setLogs.performedOn);
  const byReps = await db
    .select({ reps: setLogs.reps, bestLoadKg: sql<number>`max(${setLogs.loadKg})` })
    .from(setLogs)
    .where(and(ofExercise, sql`${setLogs.loadKg} is not null and ${setLogs.reps} > 0`))
    .groupBy(setLogs.reps)
    .orderBy(setLogs.reps)
    .limit(30);
  const [named] = await db
    .select({ name: setLogs.exerciseName })
    .from(setLogs)
    .where(and(eq(setLogs.memberId, memberId), eq(setLogs.exerciseKey, key)))
    .orderBy(desc(setLogs.performedOn))
    .limit(1);
  return {
    name: named?.name ?? null,
    points: points.map((point) => ({
      date: point.date,
      estimatedOneRepMaxKg: point.estimatedOneRepMaxKg === null ? null : rounded(Number(point.estimatedOneRepMaxKg)),
      bestLoadKg: point.bestLoadKg === null ? null : Number(point.bestLoadKg),
      bestSeconds: point.bestSeconds,
    })),
    byReps: byReps.map((row) => ({ reps: row.reps!, bestLoadKg: Number(row.bestLoadKg) })),
  };
}
