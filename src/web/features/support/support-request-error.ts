// What a refused or failed support request or reply says: the server's code picks the sentence;
// too many requests or replies says how long to wait; a refused field says why under that field.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";

/** The sentences of one kind of sending, by the server's code. */
interface Refusals {
  /** The code of sending too often, and its sentence, which gets the minutes to wait as `count`. */
  tooMany: { code: string; key: string };
  byCode: Record<string, string>;
  /** For any other code, and for a failure that never reached the server. */
  fallback: string;
}

const requestRefusals: Refusals = {
  tooMany: { code: "too_many_support_requests", key: "supportRequests.errors.tooMany" },
  byCode: {
    file_too_large: "supportRequests.errors.fileTooLarge",
    unsupported_file_type: "supportRequests.errors.fileType",
    invalid_image: "supportRequests.errors.imageUnreadable",
    image_dimensions_too_large: "supportRequests.errors.imageTooBig",
    validation_failed: "supportRequests.errors.invalid",
    unauthenticated: "supportRequests.errors.signedOut",
  },
  fallback: "supportRequests.errors.sendFailed",
};

const replyRefusals: Refusals = {
  tooMany: { code: "too_many_support_replies", key: "supportRequests.reply.errors.tooMany" },
  byCode: {
    validation_failed: "supportRequests.reply.errors.invalid",
    unauthenticated: "supportRequests.errors.signedOut",
    support_request_not_found: "supportRequests.reply.errors.notFound",
  },
  fallback: "supportRequests.reply.errors.sendFailed",
};

/** Whole minutes to wait before trying again, from the refusal's details (an hour when unknown). */
function minutesToWait(error: ApiError) {
  const seconds = Number(error.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
}

function errorMessage(t: TFunction, error: unknown, refusals: Refusals): string {
  if (!(error instanceof ApiError)) return t(refusals.fallback);
  if (error.code === refusals.tooMany.code) return t(refusals.tooMany.key, { count: minutesToWait(error) });
  return t(refusals.byCode[error.code] ?? refusals.fallback);
}

export const supportRequestErrorMessage = (t: TFunction, error: unknown) => errorMessage(t, error, requestRefusals);

export const supportReplyErrorMessage = (t: TFunction, error: unknown) => errorMessage(t, error, replyRefusals);

/** Puts the server's refusal of each named field under that field, where what was typed stays. */
export function showFieldRefusals<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  names: readonly Path<Values>[],
) {
  const fields = error instanceof ApiError ? error.details?.fields : undefined;
  for (const name of names) {
    const message = fields?.[name];
    if (message) setError(name, { message });
  }
}
