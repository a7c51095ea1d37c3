// What a refused or failed support request or reply says: the server's code picks the sentence;
// too many requests or replies says how long to wait.
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";

const refusals: Record<string, string> = {
  file_too_large: "supportRequests.errors.fileTooLarge",
  unsupported_file_type: "supportRequests.errors.fileType",
  invalid_image: "supportRequests.errors.imageUnreadable",
  image_dimensions_too_large: "supportRequests.errors.imageTooBig",
  validation_failed: "supportRequests.errors.invalid",
  unauthenticated: "supportRequests.errors.signedOut",
};

/** Whole minutes to wait before trying again, from the refusal's details (an hour when unknown). */
function minutesToWait(error: ApiError) {
  const seconds = Number(error.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
}

export function supportRequestErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("supportRequests.errors.sendFailed");
  if (error.code === "too_many_support_requests") {
    return t("supportRequests.errors.tooMany", { count: minutesToWait(error) });
  }
  const refusal = refusals[error.code];
  return refusal ? t(refusal) : t("supportRequests.errors.sendFailed");
}

const replyRefusals: Record<string, string> = {
  validation_failed: "supportRequests.reply.errors.invalid",
  unauthenticated: "supportRequests.errors.signedOut",
  support_request_not_found: "supportRequests.reply.errors.notFound",
};

export function supportReplyErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("supportRequests.reply.errors.sendFailed");
  if (error.code === "too_many_support_replies") {
    return t("supportRequests.reply.errors.tooMany", { count: minutesToWait(error) });
  }
  const refusal = replyRefusals[error.code];
  return refusal ? t(refusal) : t("supportRequests.reply.errors.sendFailed");
}
