// The errors the fake answers with, in Stripe's error shape: an ApiError thrown anywhere in a
// request handler becomes that HTTP status and body.
import type Stripe from "stripe";

export type ErrorBody = Pick<
  Stripe.StripeRawError,
  "code" | "decline_code" | "doc_url" | "message" | "param" | "charge"
> & { type: Stripe.RawErrorType };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, param?: string, code?: string) {
  return new ApiError(400, { type: "invalid_request_error", message, ...(param && { param }), ...(code && { code }) });
}

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");

/** A missing object in the URL answers 404; one named by a parameter answers 400. */
export function noSuch(what: string, id: string, param?: string) {
  return new ApiError(param ? 400 : 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${id}'`,
    param: param ?? "id",
  });
}

export function cardDeclined(chargeId?: string): ErrorBody {
  return {
    type: "card_error",
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
    doc_url: "https://stripe.com/docs/error-codes/card-declined",
    ...(chargeId && { charge: chargeId }),
  };
}
