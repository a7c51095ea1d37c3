// Opaque keyset-pagination cursors: the (created_at, id) of the last row of a page.
// The time travels as PostgreSQL's own text so its microseconds survive (a JS Date keeps milliseconds).
import { and, eq, lt, or, sql, type AnyColumn } from "drizzle-orm";
import { AppError } from "./errors";
import { isUuid } from "./ids";

export interface Cursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: Cursor) => Buffer.from(`${createdAt}|${id}`).toString("base64url");

// PostgreSQL's text of a timestamptz ("2026-11-23 21:35:46.123456+00"), or ISO 8601 with Z.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?([0-5]\d)){0,2})?$/;

/** Whether PostgreSQL will read the text as a timestamptz: the right shape and a real date and time. */
function isTimestamp(text: string) {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0] = parts
    .slice(1, 8)
    .map((part) => Number(part ?? 0));
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year >= 1 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15;
}

/**
 * The cursor's parts, checked so that a forged or mangled cursor is a 400, never a failed query.
 * Rows are keyed by UUID unless `isId` says otherwise (lists of creators are keyed by user id).
 */
export function decodeCursor(cursor: string, isId: (id: string) => boolean = isUuid): Cursor {
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  const [createdAt, id] = parts;
  if (parts.length !== 2 || !createdAt || !id || !isTimestamp(createdAt) || !isId(id)) {
    throw new AppError("invalid_cursor", 400, "The page cursor is not valid.");
  }
  return { createdAt, id };
}

/** Select this next to the row's columns to build its cursor. */
export const cursorTime = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows after the cursor in (created_at desc, id desc) order. */
export const afterCursor = (createdAtColumn: AnyColumn, idColumn: AnyColumn, cursor: Cursor) =>
  or(
    lt(createdAtColumn, sql`${cursor.createdAt}::timestamptz`),
    and(eq(createdAtColumn, sql`${cursor.createdAt}::timestamptz`), lt(idColumn, cursor.id)),
  );
