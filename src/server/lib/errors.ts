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

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string, details?: unknown) {
  const body: ErrorBody = { error: { code, message, requestId: c.get("requestId"), ...(details ? { details } : {}) } };
  return c.json(body, status);
}

export const notFound = (c: Context, code = "not_found", message = "Not found") => errorResponse(c, 404, code, message);
