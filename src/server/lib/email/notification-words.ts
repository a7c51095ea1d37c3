// A notification in words outside the web (an email's line, a push on a lock screen): its facts
// as the placeholders of the server's email catalogs, in the reader's language.
import type { Language } from "../../../domain/languages";
import { emailDay } from "./format";
import type { EmailKey } from "./locales/en";
import { emailText } from "./text";

/**
 * A notification's facts as the words' placeholders: text and numbers as they are, a calendar day
 * the way the reader's language writes it, a person (`{ username, name }`) as their username, or
 * their name when they have none any more.
 */
export function placeholdersOf(language: Language, data: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) values[name] = emailDay(language, value);
    else if (typeof value === "string" || typeof value === "number") values[name] = value;
    else if (value && typeof value === "object" && "username" in value) {
      const person = value as { username?: string; name?: string };
      values[name] = person.username || person.name || "";
    }
  }
  return values;
}

// The placeholders differ by type, so the words are filled from the facts without a per-type check.
export const wordsOf = (language: Language, key: EmailKey, params: Record<string, string | number>) =>
  (emailText as (language: Language, key: EmailKey, params: Record<string, string | number>) => string)(
    language,
    key,
    params,
  );
