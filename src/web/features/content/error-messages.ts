// Turns a failed upload or post request into the spec's sentence for its cause, in the user's language.
import type { UploadKind } from "../../../domain/content";
import { MAX_IMAGE_PIXELS } from "../../../domain/images";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";
import { maxMegabytes } from "./post-files";
import { storageValues } from "./storage-usage";
import { UploadError } from "./upload";

const isMobileBrowser = () =>
  typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

// Safari's words for a request that never completed; the spec turns them into advice about the video.
const isLoadFailed = (error: unknown) =>
  error instanceof Error && /^Load failed$|caused by Load failed/.test(error.message);

/** Which file the failure was about: the post's file or its thumbnail. */
export type FailedFile = UploadKind;

type Cause =
  | "too_large"
  | "network"
  | "timeout"
  | "type"
  | "permission"
  | "load_failed"
  | "cancelled"
  | "missing"
  | "quota"
  | "pixels"
  | "imageRate"
  | "storage"
  | "videoRate";

function causeOf(error: unknown): Cause | null {
  if (error instanceof UploadError) {
    if (isLoadFailed(error)) return "load_failed";
    const causes = {
      file_too_large: "too_large",
      unsupported_file_type: "type",
      permission_denied: "permission",
      network_error: "network",
      upload_timeout: "timeout",
      upload_cancelled: "cancelled",
      upload_quota_exceeded: "quota",
      image_dimensions_too_large: "pixels",
      too_many_image_uploads: "imageRate",
      storage_quota_exceeded: "storage",
      too_many_video_uploads: "videoRate",
      upload_failed: null,
    } as const;
    return causes[error.code];
  }
  if (error instanceof ApiError) {
    if (error.status === 0) return "network";
    if (error.status === 401 || error.status === 403) return "permission";
    if (error.status === 413) return "too_large";
    if (error.status === 415) return "type";
    if (error.code === "upload_not_found") return "missing";
    if (error.code === "image_dimensions_too_large") return "pixels";
    return null;
  }
  return isLoadFailed(error) ? "load_failed" : null;
}

/** `locale` formats the sizes a storage quota refusal names. */
export function publishErrorMessage(t: TFunction, error: unknown, file: FailedFile, locale = "en"): string {
  const cause = causeOf(error);
  let message: string;
  switch (cause) {
    case "too_large":
      message = t("content.errors.tooLarge", { maxMb: maxMegabytes(file) });
      break;
    case "type":
      message = t(file === "video" ? "content.errors.typeVideo" : "content.errors.typeImage");
      break;
    case "pixels":
      message = t("content.errors.pixels", { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
      break;
    case "storage": {
      const details = (error as UploadError).details as {
        neededBytes: number;
        remainingBytes: number;
        limitBytes: number;
      };
      message = t("content.errors.storage", storageValues(locale, details));
      break;
    }
    case "videoRate":
      message = t("content.errors.videoRate", { limit: (error as UploadError).details.limit });
      break;
    case null:
      if (error instanceof UploadError) message = t("content.errors.uploadFailed", { reason: error.message });
      else if (error instanceof ApiError) message = t("content.errors.createFailed");
      else message = t("content.errors.unexpected");
      break;
    default:
      message = t(`content.errors.${cause}`);
  }
  const mayHelpOnWifi = cause === "network" || cause === "timeout" || cause === "too_large" || cause === "load_failed";
  return mayHelpOnWifi && file === "video" && isMobileBrowser()
    ? `${message} ${t("content.errors.mobileHint")}`
    : message;
}

/** The server's field errors ({ title: "validation.titleRequired" }) as the form's own keys. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return {};
  return Object.fromEntries(
    Object.entries(error.details?.fields ?? {}).map(([field, key]) => [field, contentValidationKey(key)]),
  );
}

/** Domain schema messages are "validation.x"; the post screens keep theirs under content.validation. */
export const contentValidationKey = (key: string) => `content.validation.${key.replace(/^validation\./, "")}`;
