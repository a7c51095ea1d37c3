// Turns an API error into the sentence the settings screens show, in the user's language.
import type { TFunction } from "../../i18n";
import { MAX_IMAGE_PIXELS, profileImageKinds, type ProfileImageKind } from "../../../domain/images";
import { ApiError } from "../../lib/api";

export function uploadErrorMessage(t: TFunction, error: unknown, kind: ProfileImageKind): string {
  if (!(error instanceof ApiError)) return t("profiles.photos.errors.generic", { reason: String(error) });
  switch (error.code) {
    case "file_too_large":
      return t("profiles.photos.errors.size", { maxMb: profileImageKinds[kind].maxBytes / (1024 * 1024) });
    case "unsupported_file_type":
      return t("profiles.photos.errors.type");
    case "invalid_image":
      return t("profiles.photos.errors.invalid");
    case "image_dimensions_too_large":
      return t("profiles.photos.errors.pixels", { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
    case "too_many_image_uploads":
      return t("profiles.photos.errors.rate");
    case "network_error":
      return t("profiles.photos.errors.network");
    case "upload_timeout":
      return t("profiles.photos.errors.timeout");
    case "unauthenticated":
    case "forbidden":
      return t("profiles.photos.errors.permission");
    default:
      return t("profiles.photos.errors.generic", { reason: error.message });
  }
}

/** The server's field errors ({ "supplements.0.imageUrl": "validation.urlInvalid" }) as i18n keys by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === "validation_failed" ? { ...error.details?.fields } : {};
}
