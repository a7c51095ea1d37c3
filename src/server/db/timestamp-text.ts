// Timestamps that go straight into a JSON answer: read as PostgreSQL's text and rewritten as ISO
// text, instead of a Date made per value (Drizzle) only to be turned back into text. A page of
// own posts has about a hundred of them.
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type TextOf<Column extends AnyPgColumn> = Column["_"]["notNull"] extends true ? string : string | null;

/**
 * A timestamptz column left as PostgreSQL writes it ("2026-11-23 21:35:46.123456+00"); its
 * microseconds are kept, so the text also serves as a keyset cursor.
 */
export const timestampText = <Column extends AnyPgColumn>(column: Column) => sql<TextOf<Column>>`${column}`;

/** PostgreSQL's text of a timestamptz as Date.toISOString() writes it: "2026-11-23T21:35:46.123Z". */
export function isoTimestamp(text: string): string {
  const { length } = text;
  // A session in UTC writes "YYYY-MM-DD HH:MM:SS[.ffffff]+00": cut it (milliseconds truncated, as
  // Date does). Anything else (another time zone, a year before 1000 or after 9999) goes through Date.
  if (length >= 22 && length <= 29 && text.charCodeAt(10) === 32 && text.charCodeAt(0) !== 48 && text.endsWith("+00")) {
    const fraction =
      length === 22
        ? ".000"
        : text
            .slice(19, length - 3)
            .padEnd(4, "0")
            .slice(0, 4);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}${fraction}Z`;
  }
  return new Date(text).toISOString();
}

/** isoTimestamp of a nullable column's text. */
export const isoTimestampOrNull = (text: string | null) => (text === null ? null : isoTimestamp(text));
