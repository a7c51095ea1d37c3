// Weekly check-ins (issue 23, ALL STAR coaching): the form a creator shapes, what a member
// answers once per ISO week of their own calendar, and the limits both sides check.
import { z } from "zod";
import { loadUnits, toKg } from "./coaching";

/** The questions a creator's check-in may ask; every one is asked until the creator turns it off. */
export const checkinFields = ["weight", "sleep", "energy", "adherence", "note", "photos"] as const;
export type CheckinField = (typeof checkinFields)[number];
export type CheckinForm = Record<CheckinField, boolean>;
export const defaultCheckinForm: CheckinForm = {
  weight: true,
  sleep: true,
  energy: true,
  adherence: true,
  note: true,
  photos: true,
};

export const checkinFormSchema = z
  .object(Object.fromEntries(checkinFields.map((field) => [field, z.boolean()])) as Record<CheckinField, z.ZodBoolean>)
  .refine((form) => checkinFields.some((field) => form[field]), {
    message: "checkins.validation.formEmpty",
    path: ["weight"],
  });

export const MAX_CHECKIN_PHOTOS = 3;
/** The same ceiling as a cover picture: a phone's full-size photo fits. */
export const MAX_CHECKIN_PHOTO_BYTES = 10 * 1024 * 1024;
export const CHECKIN_PAGE_SIZE = 10;
export const CHECKIN_NOTE_MAX_LENGTH = 2000;

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/**
 * One week's answers as the member sends them: the weight in their unit (stored in kg), sleep in
 * hours, energy 1-5, adherence as the percent of the plan they followed. `today` is the member's
 * own calendar day; it picks the week.
 */
export const checkinBodySchema = z.object({
  today: z.iso.date("validation.dateInvalid"),
  weight: optional(
    z.number("checkins.validation.weight").min(20, "checkins.validation.weight").max(900, "checkins.validation.weight"),
  ),
  unit: z.enum(loadUnits).default("kg"),
  sleepHours: optional(
    z.number("checkins.validation.sleep").min(0, "checkins.validation.sleep").max(24, "checkins.validation.sleep"),
  ),
  energy: optional(
    z.int("checkins.validation.energy").min(1, "checkins.validation.energy").max(5, "checkins.validation.energy"),
  ),
  adherence: optional(
    z
      .int("checkins.validation.adherence")
      .min(0, "checkins.validation.adherence")
      .max(100, "checkins.validation.adherence"),
  ),
  note: z.string().trim().max(CHECKIN_NOTE_MAX_LENGTH, "validation.tooLong").default(""),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

/** What is stored: the answers to the questions the form asks, the rest dropped; the weight in kg. */
export function checkinAnswers(body: CheckinBody, form: CheckinForm) {
  return {
    weightKg: form.weight && body.weight !== null ? toKg(body.weight, body.unit) : null,
    sleepHours: form.sleep ? body.sleepHours : null,
    energy: form.energy ? body.energy : null,
    adherence: form.adherence ? body.adherence : null,
    note: form.note ? body.note : "",
  };
}

/** Whether the answers say anything (a check-in of photos only is fine when the form asks for photos). */
export const hasAnswers = (answers: ReturnType<typeof checkinAnswers>) =>
  answers.weightKg !== null ||
  answers.sleepHours !== null ||
  answers.energy !== null ||
  answers.adherence !== null ||
  answers.note !== "";

/** The Monday (YYYY-MM-DD) of the ISO week holding a YYYY-MM-DD date. */
export function isoWeekStart(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a member's "today" can be true somewhere on Earth now: every time zone's date is within
 * a day of UTC's (UTC-12 to UTC+14), so anything further is a wrong clock or a forged week.
 */
export function isPlausibleToday(today: string, now = new Date()) {
  const offsetDays =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000;
  return Math.abs(offsetDays) <= 1;
}
