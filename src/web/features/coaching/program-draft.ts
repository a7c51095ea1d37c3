// A program as the builder holds it: numbers as typed (strings), loads in the reader's unit, a
// key per exercise for React. Turned into the API's body on save, and the API's field paths back
// into messages beside the right inputs.
import { DAYS_PER_WEEK, fromKg, toKg, type Exercise, type LoadUnit, type ProgramBody } from "../../../domain/coaching";

export interface ExerciseDraft {
  key: string;
  name: string;
  sets: string;
  goal: "reps" | "time";
  reps: string;
  seconds: string;
  intensity: "none" | "load" | "rpe";
  load: string;
  rpe: string;
  restSeconds: string;
  notes: string;
  videoPostId: string;
}

export interface DayDraft {
  rest: boolean;
  exercises: ExerciseDraft[];
}

export interface ProgramDraft {
  name: string;
  description: string;
  weeks: number;
  isTemplate: boolean;
  days: DayDraft[];
}

let nextKey = 0;
const newKey = () => `exercise-${++nextKey}`;

export const newExercise = (): ExerciseDraft => ({
  key: newKey(),
  name: "",
  sets: "3",
  goal: "reps",
  reps: "10",
  seconds: "",
  intensity: "none",
  load: "",
  rpe: "",
  restSeconds: "60",
  notes: "",
  videoPostId: "",
});

const text = (value: number | null) => (value === null ? "" : String(value));

export function toExerciseDraft(exercise: Exercise, unit: LoadUnit): ExerciseDraft {
  return {
    key: newKey(),
    name: exercise.name,
    sets: String(exercise.sets),
    goal: exercise.seconds !== null ? "time" : "reps",
    reps: text(exercise.reps),
    seconds: text(exercise.seconds),
    intensity: exercise.loadKg !== null ? "load" : exercise.rpe !== null ? "rpe" : "none",
    load: exercise.loadKg === null ? "" : String(fromKg(exercise.loadKg, unit)),
    rpe: text(exercise.rpe),
    restSeconds: String(exercise.restSeconds),
    notes: exercise.notes,
    videoPostId: exercise.videoPostId ?? "",
  };
}

/** A typed number, or NaN for something that is not one (the schema then names the field). */
const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value.replace(",", ".")));
const optional = (value: string) => (value.trim() === "" ? null : number(value));

export function fromExerciseDraft(draft: ExerciseDraft, unit: LoadUnit) {
  const load = draft.intensity === "load" ? optional(draft.load) : null;
  return {
    name: draft.name,
    sets: number(draft.sets),
    reps: draft.goal === "reps" ? number(draft.reps) : null,
    seconds: draft.goal === "time" ? number(draft.seconds) : null,
    loadKg: load === null || Number.isNaN(load) ? load : toKg(load, unit),
    rpe: draft.intensity === "rpe" ? number(draft.rpe) : null,
    restSeconds: number(draft.restSeconds),
    notes: draft.notes,
    videoPostId: draft.videoPostId || null,
  };
}

export const emptyProgramDraft = (weeks = 4): ProgramDraft => ({
  name: "",
  description: "",
  weeks,
  isTemplate: false,
  days: resizeDays([], weeks),
});

export const toProgramDraft = (program: ProgramBody, unit: LoadUnit): ProgramDraft => ({
  name: program.name,
  description: program.description,
  weeks: program.weeks,
  isTemplate: program.isTemplate,
  days: program.days.map((day) => ({
    rest: day.rest,
    exercises: day.exercises.map((exercise) => toExerciseDraft(exercise, unit)),
  })),
});

export const fromProgramDraft = (draft: ProgramDraft, unit: LoadUnit) => ({
  name: draft.name,
  description: draft.description,
  weeks: draft.weeks,
  isTemplate: draft.isTemplate,
  days: draft.days.map((day) => ({
    rest: day.rest,
    exercises: day.rest ? [] : day.exercises.map((exercise) => fromExerciseDraft(exercise, unit)),
  })),
});

/** The days for a new length: added weeks are empty, removed weeks are dropped. */
export function resizeDays(days: DayDraft[], weeks: number): DayDraft[] {
  const wanted = weeks * DAYS_PER_WEEK;
  if (days.length >= wanted) return days.slice(0, wanted);
  return [...days, ...Array.from({ length: wanted - days.length }, () => ({ rest: false, exercises: [] }))];
}

/** Whether shortening to `weeks` would drop days that have exercises (the builder asks first). */
export const dropsWork = (days: DayDraft[], weeks: number) =>
  days.slice(weeks * DAYS_PER_WEEK).some((day) => day.exercises.length > 0);

/** Week `week`'s days copied over the next week's, with fresh keys. */
export function copyWeekForward(days: DayDraft[], week: number): DayDraft[] {
  const from = week * DAYS_PER_WEEK;
  const to = from + DAYS_PER_WEEK;
  return days.map((day, index) => {
    if (index < to || index >= to + DAYS_PER_WEEK) return day;
    const source = days[index - DAYS_PER_WEEK]!;
    return { rest: source.rest, exercises: source.exercises.map((exercise) => ({ ...exercise, key: newKey() })) };
  });
}

/** Field errors by the API's dotted path ("days.3.exercises.0.reps"), each an i18n key. */
export type ProgramErrors = Record<string, string>;

export const errorsFromIssues = (issues: { path: PropertyKey[]; message: string }[]): ProgramErrors => {
  const errors: ProgramErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
};
