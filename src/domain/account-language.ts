// The body of PUT /api/me/language: one of the four languages, which the account's emails use.
import { z } from "zod";
import { languages } from "./languages";

export const accountLanguageSchema = z.object({ language: z.enum(languages) });
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
