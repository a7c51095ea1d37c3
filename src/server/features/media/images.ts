// Turns an uploaded profile picture or cover into the WebP variants we serve.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { imageVariantKey, profileImageKinds, type ProfileImageKind } from "../../../domain/images";
import type { Storage } from "../../adapters/storage";
import { checkImageDimensions, decodeOptions } from "./image-limits";

/**
 * Stores every variant of the image and returns its base key for the profile row. The picture is
 * decoded once: cropped and scaled to the largest variant as raw pixels, from which every served
 * width is made (all variants share the kind's aspect, so the crop is the same).
 */
export async function storeProfileImage(
  storage: Storage,
  kind: ProfileImageKind,
  userId: string,
  input: Buffer | string,
) {
  const { widths, aspect } = profileImageKinds[kind];
  await checkImageDimensions(input);
  const largest = Math.max(...Object.values(widths));
  const { data, info } = await sharp(input, decodeOptions)
    .rotate()
    .resize({ width: largest, height: Math.round(largest / aspect), fit: "cover", withoutEnlargement: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const baseKey = `${kind}s/${userId}/${randomUUID()}`;
  for (const width of Object.values(widths)) {
    const variant = await sharp(data, pixels)
      .resize({ width, height: Math.round(width / aspect), fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(imageVariantKey(baseKey, width), variant, "image/webp");
  }
  return baseKey;
}
