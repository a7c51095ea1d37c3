// What a refused or failed support request says: the server's code picks the sentence; too many
// requests says how long to wait.
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

export function supportRequestErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("supportRequests.errors.sendFailed");
  if (error.code === "too_many_support_requests") {
    const seconds = Number(error.details?.retryAfterSeconds);
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
    return t("supportRequests.errors.tooMany", { count: minutes });
  }
  const refusal = refusals[error.code];
  return refusal ? t(refusal) : t("supportRequests.errors.sendFailed");
}
