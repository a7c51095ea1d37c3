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

/** How long a block lasts; an end before the start wraps past midnight. */
export const blockMinutes = (start: string, end: string) => {
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes <= 0 ? minutes + 1440 : minutes;
};

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
    .refine((value) => value === "" || /^(https?:\/\/|\/api\/)\S+$/i.test(value), "validation.urlInvalid")
    .default(""),
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
