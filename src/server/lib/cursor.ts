// Opaque keyset-pagination cursors: the (created_at, id) of the last row of a page.
// The time travels as PostgreSQL's own text so its microseconds survive (a JS Date keeps milliseconds).
import { and, eq, lt, or, sql, type AnyColumn } from "drizzle-orm";
import { AppError } from "./errors";

export interface Cursor {
  createdAt: string;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: Cursor) => Buffer.from(`${createdAt}|${id}`).toString("base64url");

export function decodeCursor(cursor: string): Cursor {
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!id || !createdAt || Number.isNaN(Date.parse(createdAt))) {
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
