// Guards against decompression bombs: a picture's size in pixels, read from its header before
// anything decodes it, and a pixel ceiling on every decode as a second line.
import sharp, { type SharpOptions } from "sharp";
import { MAX_IMAGE_PIXELS } from "../../../domain/images";
import { AppError } from "../../lib/errors";

/** Options for every sharp instance that decodes a picture a user sent. */
export const decodeOptions: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS };

export function imageTooLarge(width: number, height: number) {
  const megapixels = Math.round((width * height) / 1_000_000);
  return new AppError(
    "image_dimensions_too_large",
    422,
    `This image is ${width} × ${height} pixels (${megapixels} megapixels); images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please make it smaller and try again.`,
    { width, height, maxPixels: MAX_IMAGE_PIXELS },
  );
}

/**
 * The picture's width and height from its header (no pixels decoded), or null when the header
 * cannot be read. Throws image_dimensions_too_large (422) when it has more pixels than we decode.
 */
export async function checkImageDimensions(input: Buffer | string): Promise<{ width: number; height: number } | null> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    return null;
  }
  if (!width || !height) return null;
  if (width * height > MAX_IMAGE_PIXELS) throw imageTooLarge(width, height);
  return { width, height };
}
