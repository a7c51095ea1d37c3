// Content translation requests and results, shared by the API and the web.
import { z } from "zod";
import { languages } from "./languages";
import { measurementSystems, type MeasurementSystem } from "./units";

/** Translation by reference: the server reads the text itself and checks the reader may see it. */
export const translationRequestSchema = z.discriminatedUnion("subject", [
  z.object({ subject: z.literal("profile"), username: z.string().min(1).max(40), target: z.enum(languages) }),
  z.object({ subject: z.literal("post"), postId: z.string().min(1).max(64), target: z.enum(languages) }),
  z.object({
    subject: z.literal("routine"),
    username: z.string().min(1).max(40),
    date: z.iso.date(),
    target: z.enum(languages),
  }),
]);
export type TranslationRequest = z.input<typeof translationRequestSchema>;

export interface ProfileTranslation {
  bio: string;
  philosophy: string;
  certifications: string[];
  achievements: string[];
  hobbies: string[];
}

export interface PostTranslation {
  title: string;
  /** Null when the reader may see only the title (a locked post). */
  description: string | null;
}

export interface RoutineTranslation {
  title: string;
  /** Null for a locked routine (title only). */
  notes: string | null;
  blocks: { activity: string; description: string }[] | null;
}

/** What POST /api/translations answers (200 either way): the translated fields, or the original stays. */
export type TranslationResult<Fields> =
  { unavailable: false; language: string; fields: Fields } | { unavailable: true };

export const readingPreferencesSchema = z.object({
  autoTranslate: z.boolean().optional(),
  /** Null: the usual units of the reader's language. */
  measurementUnits: z.enum(measurementSystems).nullable().optional(),
  /** The language a creator writes in (creators only). */
  contentLanguage: z.enum(languages).optional(),
});
export type ReadingPreferencesInput = z.input<typeof readingPreferencesSchema>;

export { measurementSystems, type MeasurementSystem } from "./units";

export interface ReadingPreferences {
  autoTranslate: boolean;
  measurementUnits: MeasurementSystem | null;
  /** Only for creators. */
  contentLanguage: string | null;
  /** Whether the platform has a translation provider: without one, auto-translate is not offered. */
  isTranslationAvailable: boolean;
}
