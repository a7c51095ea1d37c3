// Pictures a creator shares in posts (gallery pictures, custom thumbnails) are re-encoded before
// anyone else sees them, without what the camera wrote into them: EXIF with its GPS position,
// XMP, IPTC, comments. Profile pictures and covers lose it the same way (images.ts: sharp keeps
// no metadata unless asked).
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../lib/errors";
import { decodeOptions } from "./image-limits";

const encoders: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
};

/**
 * The picture in its own format, without metadata. The EXIF orientation is applied to the pixels
 * first, since the tag that told viewers to turn the picture goes with the rest.
 */
export async function withoutMetadata(picture: Buffer, mimeType: string): Promise<Buffer> {
  const encode = encoders[mimeType];
  if (!encode) throw new AppError("invalid_image", 400, "The image could not be read.");
  try {
    // An animated WebP keeps its frames.
    return await encode(sharp(picture, { ...decodeOptions, animated: mimeType === "image/webp" }).rotate()).toBuffer();
  } catch {
    throw new AppError("invalid_image", 400, "The image could not be read.");
  }
}
