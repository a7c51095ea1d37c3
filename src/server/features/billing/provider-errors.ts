// Errors of a billing request: our own refusals (AppError) pass through; anything else went
// wrong at the payment provider, which the user can only retry. It is logged with the
// request's id and answered 502 with the spec's message.
import type { AppEnv } from "../../context";
import { AppError, isMalformedInputError } from "../../lib/errors";

export async function atProvider<T>(c: { var: AppEnv["Variables"] }, code: string, message: string, work: Promise<T>) {
  try {
    return await work;
  } catch (error) {
    // Input PostgreSQL could not read is the caller's mistake, not the provider's: the error handler answers 400.
    if (error instanceof AppError || isMalformedInputError(error)) throw error;
    c.var.logger.error({ err: error, requestId: c.var.requestId }, message);
    throw new AppError(code, 502, message);
  }
}
