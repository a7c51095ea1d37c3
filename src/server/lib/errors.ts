// The one error type services throw, and the JSON shape every failed request returns.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = "AppError";
  }
}

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; details?: unknown };
}

/** The JSON every failed request returns, for answers made outside Hono (the front door's). */
export const errorBody = (
  code: string,
  message: string,
  requestId: string | undefined,
  details?: unknown,
): ErrorBody => ({
  error: { code, message, requestId, ...(details ? { details } : {}) },
});

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details?: unknown,
) {
  return c.json(errorBody(code, message, c.get("requestId"), details), status);
}

export const notFound = (c: Context, code = "not_found", message = "Not found") => errorResponse(c, 404, code, message);

// PostgreSQL's refusals of a value's text: invalid_text_representation (a non-UUID id),
// invalid_datetime_format, datetime_field_overflow, untranslatable_character and
// character_not_in_repertoire (a NUL byte). Input that reached a query unchecked, not a failure of ours.
const MALFORMED_INPUT_CODES = new Set(["22P02", "22007", "22008", "22P05", "22021"]);

/**
 * Whether an unexpected error was caused by malformed input: a broken percent-escape (URIError) or a
 * value PostgreSQL could not read (drizzle wraps the driver's error as `cause`). The error handler's
 * safety net answers these with 400; the route that let the input through still deserves a fix.
 */
export function isMalformedInputError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth++) {
    if (current instanceof URIError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && MALFORMED_INPUT_CODES.has(code)) return true;
  }
  return false;
}
