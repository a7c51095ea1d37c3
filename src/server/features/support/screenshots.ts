// A support request's screenshot: checked by what its bytes are (not what the browser called it),
// re-encoded without EXIF and GPS, and kept under a private key that only the request's route serves.
import { randomUUID } from "node:crypto";
import { imageMimeTypes, type ImageMimeType } from "../../../domain/images";
import { SNIFF_BYTES, sniffMimeType } from "../../../domain/file-types";
import { SUPPORT_SCREENSHOT_MAX_BYTES } from "../../../domain/support-requests";
import type { Storage } from "../../adapters/storage";
import { AppError } from "../../lib/errors";
import { checkImageDimensions, withoutMetadata } from "../media";

export interface CleanScreenshot {
  bytes: Buffer;
  mimeType: ImageMimeType;
}

const isImageType = (type: string | null): type is ImageMimeType => imageMimeTypes.includes(type as ImageMimeType);

/** The picture ready to store, or the refusal the profile pictures give for the same faults. */
export async function cleanScreenshot(file: File): Promise<CleanScreenshot> {
  if (file.size > SUPPORT_SCREENSHOT_MAX_BYTES) {
    throw new AppError(
      "file_too_large",
      413,
      `The file is larger than ${SUPPORT_SCREENSHOT_MAX_BYTES / 1024 / 1024} MB.`,
      { maxBytes: SUPPORT_SCREENSHOT_MAX_BYTES },
    );
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const mimeType = sniffMimeType(bytes.subarray(0, SNIFF_BYTES));
  if (!isImageType(mimeType)) {
    throw new AppError("unsupported_file_type", 415, "Only JPEG, PNG and WebP images are allowed.");
  }
  if (!(await checkImageDimensions(bytes))) throw new AppError("invalid_image", 400, "The image could not be read.");
  return { bytes: await withoutMetadata(bytes, mimeType), mimeType };
}

/** Stores the screenshot for this requester; answers its key. */
export async function storeScreenshot(storage: Storage, requesterId: string, screenshot: CleanScreenshot) {
  const key = `support/${requesterId}/${randomUUID()}`;
  await storage.put(key, screenshot.bytes, screenshot.mimeType);
  return key;
}

export const screenshotUrl = (requestId: string) => `/api/support/requests/${requestId}/screenshot`;
