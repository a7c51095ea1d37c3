// Personal coaching (issue 23): a creator's programs, assigned to ALL STAR members, and the
// sessions members log against them. Shared by the program builder, "My plan" and the server.
import { z } from "zod";
import type { Tier } from "./memberships";

export const MAX_PROGRAM_WEEKS = 16;
export const MAX_EXERCISES_PER_DAY = 20;
export const MAX_SETS = 20;
export const MAX_ASSIGNEES = 50;
export const DAYS_PER_WEEK = 7;

/** Only ALL STAR members are coached one-on-one; anyone below keeps read access to what they were given. */
export const canBeCoached = (tier: Tier | null) => tier === "all_star";

const optionalNumber = (schema: z.ZodNumber) => schema.nullable().default(null);

/**
 * One exercise of a program day. Its goal is reps or a time (exactly one); its intensity a load in
 * kg or an RPE (at most one). The load is stored in kg; the web shows the reader's unit.
 */
export const exerciseSchema = z
  .object({
    name: z.string().trim().min(1, "validation.required").max(80, "validation.tooLong"),
    sets: z
      .int("coaching.validation.sets")
      .min(1, "coaching.validation.sets")
      .max(MAX_SETS, "coaching.validation.sets"),
    reps: optionalNumber(
      z.int("coaching.validation.reps").min(1, "coaching.validation.reps").max(100, "coaching.validation.reps"),
    ),
    seconds: optionalNumber(
      z
        .int("coaching.validation.seconds")
        .min(5, "coaching.validation.seconds")
        .max(3600, "coaching.validation.seconds"),
    ),
    loadKg: optionalNumber(
      z.number("coaching.validation.load").min(0, "coaching.validation.load").max(1000, "coaching.validation.load"),
    ),
    rpe: optionalNumber(
      z.number("coaching.validation.rpe").min(1, "coaching.validation.rpe").max(10, "coaching.validation.rpe"),
    ),
    restSeconds: z
      .int("coaching.validation.rest")
      .min(0, "coaching.validation.rest")
      .max(900, "coaching.validation.rest")
      .default(60),
    notes: z.string().trim().max(500, "validation.tooLong").default(""),
    /** One of the creator's own video posts, shown with the exercise. */
    videoPostId: z.uuid("validation.invalid").nullable().default(null),
  })
  .refine((exercise) => (exercise.reps === null) !== (exercise.seconds === null), {
    message: "coaching.validation.repsOrTime",
    path: ["reps"],
  })
  .refine((exercise) => exercise.loadKg === null || exercise.rpe === null, {
    message: "coaching.validation.loadOrRpe",
    path: ["loadKg"],
  });
export type Exercise = z.infer<typeof exerciseSchema>;

export const programDaySchema = z
  .object({
    rest: z.boolean().default(false),
    exercises: z.array(exerciseSchema).max(MAX_EXERCISES_PER_DAY, "coaching.validation.tooManyExercises").default([]),
  })
  .refine((day) => !day.rest || day.exercises.length === 0, {
    message: "coaching.validation.restDayExercises",
    path: ["exercises"],
  });
export type ProgramDay = z.infer<typeof programDaySchema>;

export const programBodySchema = z
  .object({
    name: z.string().trim().min(1, "validation.required").max(80, "validation.tooLong"),
    description: z.string().trim().max(1000, "validation.tooLong").default(""),
    weeks: z
      .int("coaching.validation.weeks")
      .min(1, "coaching.validation.weeks")
      .max(MAX_PROGRAM_WEEKS, "coaching.validation.weeks"),
    isTemplate: z.boolean().default(false),
    /** Week by week, seven days each: day i is week floor(i / 7), weekday i % 7 of the plan. */
    days: z.array(programDaySchema),
  })
  .refine((program) => program.days.length === program.weeks * DAYS_PER_WEEK, {
    message: "coaching.validation.daysPerWeek",
    path: ["days"],
  });
export type ProgramBody = z.infer<typeof programBodySchema>;

export const assignmentBodySchema = z.object({
  memberIds: z
    .array(z.string().min(1).max(64))
    .min(1, "coaching.validation.chooseMember")
    .max(MAX_ASSIGNEES, "coaching.validation.tooManyMembers"),
  startDate: z.iso.date("validation.dateInvalid"),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

export const loadUnits = ["kg", "lb"] as const;
export type LoadUnit = (typeof loadUnits)[number];
const KG_PER_LB = 0.45359237;

/** A load in kg from what the member typed in their unit, to the nearest 10 g. */
export const toKg = (load: number, unit: LoadUnit) => Math.round((unit === "kg" ? load : load * KG_PER_LB) * 100) / 100;
/** A stored kg load in the reader's unit, to one decimal. */
export const fromKg = (kg: number, unit: LoadUnit) => Math.round((unit === "kg" ? kg : kg / KG_PER_LB) * 10) / 10;

/** One logged set: reps with an optional load and RPE, or a time. Saved as soon as it is entered. */
export const setLogSchema = z
  .object({
    reps: optionalNumber(
      z.int("coaching.validation.reps").min(0, "coaching.validation.reps").max(1000, "coaching.validation.reps"),
    ),
    load: optionalNumber(
      z.number("coaching.validation.load").min(0, "coaching.validation.load").max(2000, "coaching.validation.load"),
    ),
    unit: z.enum(loadUnits).default("kg"),
    rpe: optionalNumber(
      z.number("coaching.validation.rpe").min(1, "coaching.validation.rpe").max(10, "coaching.validation.rpe"),
    ),
    seconds: optionalNumber(
      z
        .int("coaching.validation.seconds")
        .min(1, "coaching.validation.seconds")
        .max(86_400, "coaching.validation.seconds"),
    ),
  })
  .refine((set) => set.reps !== null || set.seconds !== null, {
    message: "coaching.validation.setEmpty",
    path: ["reps"],
  })
  .refine((set) => set.load === null || set.reps !== null, {
    message: "coaching.validation.loadNeedsReps",
    path: ["load"],
  });
export type SetLogBody = z.infer<typeof setLogSchema>;

export const sessionStatuses = ["done", "partial", "skipped"] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const sessionStatusSchema = z.object({
  status: z.enum(sessionStatuses, "coaching.validation.status"),
  note: z.string().trim().max(1000, "validation.tooLong").default(""),
});

/** Epley's estimate of a one-rep max; the SQL twin is in the server's records query. */
export const epleyOneRepMax = (loadKg: number, reps: number) => loadKg * (1 + reps / 30);

/** Records a set can set: best load for its reps, best estimated 1RM, best (longest) time. */
export const recordKinds = ["load_for_reps", "estimated_1rm", "time"] as const;
export type RecordKind = (typeof recordKinds)[number];

/** How an exercise is recognised across programs and routines: its name, case and spacing aside. */
export const exerciseKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** Days between two YYYY-MM-DD dates (b - a). */
export function daysBetween(a: string, b: string) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Which day of a plan falls on `date` (the member's own calendar day), or null outside it. */
export function planDayIndex(startDate: string, weeks: number, date: string): number | null {
  const index = daysBetween(startDate, date);
  return index >= 0 && index < weeks * DAYS_PER_WEEK ? index : null;
}

/** A program of `weeks` weeks with every day empty, to start building from. */
export const emptyProgramDays = (weeks: number): ProgramDay[] =>
  Array.from({ length: weeks * DAYS_PER_WEEK }, () => ({ rest: false, exercises: [] }));

export const COMMENT_MAX_LENGTH = 2000;
export const commentBodySchema = z.object({
  body: z.string().trim().min(1, "validation.required").max(COMMENT_MAX_LENGTH, "validation.tooLong"),
});

/** What the clients view flags: missed sessions, silence since the last check-in, a new record. */
export const MISSED_SESSIONS_FLAG = 3;
export const MISSED_LOOKBACK_DAYS = 14;
export const CHECKIN_SILENCE_DAYS = 10;
export const RECENT_RECORD_DAYS = 7;

/** The indexes of a plan's days that hold exercises: what adherence and missed sessions count. */
export const plannedDayIndexes = (days: ProgramDay[]) =>
  days.flatMap((day, index) => (!day.rest && day.exercises.length > 0 ? [index] : []));

/**
 * Where a logged session stands against its day: the sets logged, and the first exercise with
 * fewer logged sets than planned (where a session that ends now stopped), or null when every
 * exercise has its sets. `logged` counts the sets per exercise index.
 */
export function sessionProgress(exercises: Pick<Exercise, "name" | "sets">[], logged: Map<number, number>) {
  const stopIndex = exercises.findIndex((exercise, index) => (logged.get(index) ?? 0) < exercise.sets);
  return {
    loggedSets: [...logged.values()].reduce((sum, count) => sum + count, 0),
    stopIndex: stopIndex === -1 ? null : stopIndex,
    stopExercise: stopIndex === -1 ? null : exercises[stopIndex]!.name,
  };
}
