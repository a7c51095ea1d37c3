// Personal coaching: a creator's programs, the copies assigned to ALL STAR members, and the
// sessions and sets members log against them, with the ledger of records already celebrated.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ProgramDay } from "../../../domain/coaching";
import { users } from "./auth";
import { checkins } from "./checkins";
import { timestamps } from "./columns";
import { routines } from "./routines";

export const programs = pgTable(
  "programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    weeks: smallint().notNull(),
    isTemplate: boolean().notNull().default(false),
    days: jsonb().$type<ProgramDay[]>().notNull(),
    ...timestamps(),
  },
  (table) => [
    index("programs_creator_updated_idx").on(table.creatorId, table.updatedAt.desc(), table.id),
    check("programs_weeks", sql`${table.weeks} between 1 and 16`),
  ],
);

/**
 * A program given to one member from a start date. It keeps its own copy of the days, so the
 * creator can go on editing the program without changing what a member is already following.
 */
export const programAssignments = pgTable(
  "program_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid().references(() => programs.id, { onDelete: "set null" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    weeks: smallint().notNull(),
    days: jsonb().$type<ProgramDay[]>().notNull(),
    startDate: date().notNull(),
    /** The day after the last one, kept so "current plans" is a range check on an index. */
    endDate: date().notNull(),
    /** The day indexes with exercises (not rest, not empty): what adherence counts, without reading `days`. */
    plannedDays: smallint()
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("program_assignments_member_idx").on(table.memberId, table.startDate.desc()),
    index("program_assignments_creator_member_idx").on(table.creatorId, table.memberId, table.endDate),
    index("program_assignments_program_idx").on(table.programId),
    uniqueIndex("program_assignments_once").on(table.programId, table.memberId, table.startDate),
  ],
);

/**
 * A workout as the member did it (or chose not to): one day of an assigned plan, or a creator's
 * daily routine followed on its day. A routine's session outlives the routine (its sets are the
 * member's history and records), so it may end up with neither.
 */
export const workoutSessions = pgTable(
  "workout_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: uuid().references(() => programAssignments.id, { onDelete: "cascade" }),
    routineId: uuid().references(() => routines.id, { onDelete: "set null" }),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The plan's day (0 for a routine). */
    dayIndex: smallint().notNull(),
    /** The calendar day of the session: the plan's start date + day index, or the routine's date. */
    scheduledOn: date().notNull(),
    /** Null while sets are being entered; then done, partial or skipped. */
    status: text(),
    note: text().notNull().default(""),
    /**
     * Kept up to date with every set saved or cleared (domain sessionProgress), so completion across
     * all clients of a program reads one narrow row per session instead of counting sets and
     * reading each plan's days: how many sets were logged, and the first exercise of the member's
     * copy of the day with fewer logged sets than planned (null when none is), by index and name.
     */
    loggedSets: smallint().notNull().default(0),
    stopIndex: smallint(),
    stopExercise: text(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("workout_sessions_day_unique").on(table.assignmentId, table.dayIndex),
    uniqueIndex("workout_sessions_routine_unique").on(table.routineId, table.memberId),
    check("workout_sessions_one_source", sql`${table.assignmentId} is null or ${table.routineId} is null`),
    index("workout_sessions_member_idx").on(table.memberId, table.scheduledOn),
    index("workout_sessions_creator_idx").on(table.creatorId, table.scheduledOn),
    check("workout_sessions_status", sql`${table.status} is null or ${table.status} in ('done', 'partial', 'skipped')`),
  ],
);

export const setLogs = pgTable(
  "set_logs",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => workoutSessions.id, { onDelete: "cascade" }),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseIndex: smallint().notNull(),
    setNumber: smallint().notNull(),
    exerciseName: text().notNull(),
    /** The name as records group it (domain exerciseKey). */
    exerciseKey: text().notNull(),
    reps: integer(),
    loadKg: numeric({ precision: 7, scale: 2, mode: "number" }),
    rpe: numeric({ precision: 3, scale: 1, mode: "number" }),
    seconds: integer(),
    performedOn: date().notNull(),
    loggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("set_logs_set_unique").on(table.sessionId, table.exerciseIndex, table.setNumber),
    index("set_logs_member_exercise_idx").on(table.memberId, table.exerciseKey, table.performedOn),
  ],
);

/**
 * Each record a member set, once: a later set celebrates only when it beats the best here, so
 * saving the same set again, or a lower one, celebrates nothing.
 */
export const personalRecords = pgTable(
  "personal_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseKey: text().notNull(),
    exerciseName: text().notNull(),
    kind: text().notNull(),
    /** The reps a load_for_reps record is for; 0 for the other kinds. */
    reps: integer().notNull().default(0),
    value: numeric({ precision: 9, scale: 2, mode: "number" }).notNull(),
    setId: uuid().references(() => setLogs.id, { onDelete: "set null" }),
    /** The creator whose plan or routine the set was logged in: the coach's clients view counts theirs. */
    creatorId: text().references(() => users.id, { onDelete: "set null" }),
    /** False for the first value of an exercise, which is a starting point, not a record beaten. */
    beatPrevious: boolean().notNull(),
    achievedOn: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("personal_records_best_idx").on(
      table.memberId,
      table.exerciseKey,
      table.kind,
      table.reps,
      table.value.desc(),
    ),
    index("personal_records_member_recent_idx").on(table.memberId, table.createdAt.desc()),
    // A corrected set takes back its own entries (and a deleted set's go with it).
    index("personal_records_set_idx").on(table.setId),
    index("personal_records_creator_idx").on(table.creatorId),
    check("personal_records_kind", sql`${table.kind} in ('load_for_reps', 'estimated_1rm', 'time')`),
  ],
);

/**
 * The thread between a coach and their member on one item: a logged session or a weekly check-in
 * (exactly one of the two is set; the thread goes with its item).
 */
export const coachingComments = pgTable(
  "coaching_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid().references(() => workoutSessions.id, { onDelete: "cascade" }),
    checkinId: uuid().references(() => checkins.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("coaching_comments_session_idx").on(table.sessionId, table.createdAt),
    index("coaching_comments_checkin_idx").on(table.checkinId, table.createdAt),
    index("coaching_comments_author_idx").on(table.authorId),
    check("coaching_comments_one_item", sql`num_nonnulls(${table.sessionId}, ${table.checkinId}) = 1`),
  ],
);
