// The words for a check-in's failures: the server's codes this screen knows, anything else generic.
import type { TFunction } from "../../i18n";
import { knownReason } from "../../lib/error-reason";

const reasons = [
  "all_star_required",
  "checkin_closed",
  "photos_not_asked",
  "file_too_large",
  "unsupported_file_type",
  "invalid_image",
  "image_dimensions_too_large",
  "too_many_image_uploads",
  "validation_failed",
  "network_error",
] as const;

export const checkinErrorText = (error: unknown, t: TFunction) => t(`checkins.errors.${knownReason(error, reasons)}`);
