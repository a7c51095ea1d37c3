// Errors of a billing request: our own refusals (AppError) pass through, and a refused card is
// the member's to fix (402); anything else went wrong at the payment provider, which the user can
// only retry. It is logged with the request's id and answered 502 with the spec's message.
import { PaymentDeclinedError } from "../../adapters/payments";
import type { AppEnv } from "../../context";
import { AppError, isMalformedInputError } from "../../lib/errors";

export async function atProvider<T>(c: { var: AppEnv["Variables"] }, code: string, message: string, work: Promise<T>) {
  try {
    return await work;
  } catch (error) {
    // Input PostgreSQL could not read is the caller's mistake, not the provider's: the error handler answers 400.
    if (error instanceof AppError || isMalformedInputError(error)) throw error;
    if (error instanceof PaymentDeclinedError) throw new AppError("card_declined", 402, error.message);
    c.var.logger.error({ err: error, requestId: c.var.requestId }, message);
    throw new AppError(code, 502, message);
  }
}
