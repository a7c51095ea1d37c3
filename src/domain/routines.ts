// Daily routines: schedule blocks, their times, and the editor's rules (spec sections 5 and 9).
import { z } from "zod";

export const blockTypes = ["workout", "meal", "snack", "supplement", "work", "sleep", "other"] as const;
export type BlockType = (typeof blockTypes)[number];

export const durationPresets = [30, 60, 90, 120] as const;
export const NEW_BLOCK_START = "05:00";
export const NEW_BLOCK_MINUTES = 60;
export const RECENT_ROUTINES_LIMIT = 14;
export const PUBLIC_ROUTINES_LIMIT = 10;

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

export const fromMinutes = (total: number) => {
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
};

/** The time `minutes` after `start`, wrapping past midnight (the duration presets set the end this way). */
export const endAfter = (start: string, minutes: number) => fromMinutes(toMinutes(start) + minutes);

/** How long a block lasts; an end before the start wraps past midnight. */
export const blockMinutes = (start: string, end: string) => {
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes <= 0 ? minutes + 1440 : minutes;
};

/** A block whose end is not after its start finishes on the next day. */
export const endsNextDay = (start: string, end: string) => toMinutes(end) <= toMinutes(start);

/** The duration preset a block matches, or "custom". */
export type DurationChoice = (typeof durationPresets)[number] | "custom";
export function durationChoiceOf(start: string, end: string): DurationChoice {
  const minutes = blockMinutes(start, end);
  return durationPresets.find((preset) => preset === minutes) ?? "custom";
}

/** The calendar day before a YYYY-MM-DD date ("copy from yesterday"). */
export function previousDate(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The calendar day after a YYYY-MM-DD date. */
export function nextDate(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export const scheduleBlockSchema = z.object({
  startTime: z.string().regex(timePattern, "validation.timeInvalid"),
  endTime: z.string().regex(timePattern, "validation.timeInvalid"),
  activity: z.string().trim().min(1, "validation.activityRequired").max(120, "validation.tooLong"),
  description: z.string().trim().max(1000, "validation.tooLong").default(""),
  type: z.enum(blockTypes).default("workout"),
  videoUrl: z
    .string()
    .trim()
    .max(2000)
    // An https link, or (once routine videos can be uploaded) one of our own media URLs.
    .refine((value) => value === "" || /^(https:\/\/|\/api\/)\S+$/i.test(value), "validation.urlInvalid")
    .default(""),
  /** A video the creator uploaded for the block (an `uploads` row of kind video), served access-checked. */
  videoUploadId: z.uuid("routines.errors.videoUnavailable").optional(),
});
export type ScheduleBlock = z.output<typeof scheduleBlockSchema>;

/** Blocks in the order of their start times, as saved (spec: sorted by start on save). */
export const sortBlocks = <T extends { startTime: string }>(blocks: readonly T[]) =>
  [...blocks].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));

/** The block "Save & Next" adds after the last one: it starts where the last ends, 60 minutes long. */
export function nextBlock(after?: { endTime: string }): ScheduleBlock {
  const start = after ? after.endTime : NEW_BLOCK_START;
  return {
    startTime: start,
    endTime: fromMinutes(toMinutes(start) + NEW_BLOCK_MINUTES),
    activity: "",
    description: "",
    type: "workout",
    videoUrl: "",
  };
}

export const routineSchema = z.object({
  routineDate: z.iso.date("validation.dateInvalid"),
  title: z.string().trim().max(120, "validation.tooLong").default(""),
  notes: z.string().trim().max(2000, "validation.tooLong").default(""),
  blocks: z
    .array(scheduleBlockSchema)
    .max(48)
    .transform((blocks) => sortBlocks(blocks)),
});
export type RoutineInput = z.input<typeof routineSchema>;

/** The body of PUT /api/me/routines/:date: the date is in the path. */
export const routineBodySchema = routineSchema.omit({ routineDate: true });
export type RoutineBody = z.input<typeof routineBodySchema>;

/** A creator's own routine, as the editor reads and saves it. */
export interface Routine {
  id: string;
  routineDate: string;
  title: string;
  notes: string;
  blocks: ScheduleBlock[];
  updatedAt: string;
}

/**
 * A routine on the creator's public profile. Routines are a PRO benefit (docs/decisions/007):
 * PRO and ALL STAR members and the creator get the blocks and notes, everyone else a teaser.
 */
export type PublicRoutine =
  | { routineDate: string; title: string; blockCount: number; isLocked: false; notes: string; blocks: ScheduleBlock[] }
  | { routineDate: string; title: string; blockCount: number; isLocked: true };

/** Where a member plays a block's uploaded video: checked on every request, never a storage key. */
export const routineVideoPath = (username: string, uploadId: string) =>
  `/api/creators/${encodeURIComponent(username)}/routine-videos/${encodeURIComponent(uploadId)}`;

/** The distinct uploaded videos a routine's blocks use. */
export const routineVideoIds = (blocks: readonly Pick<ScheduleBlock, "videoUploadId">[]) => [
  ...new Set(blocks.map((block) => block.videoUploadId).filter((id): id is string => Boolean(id))),
];

export interface PublicRoutines {
  today: PublicRoutine | null;
  recent: PublicRoutine[];
}
