// Turns an uploaded profile picture or cover into the WebP variants we serve.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { imageVariantKey, profileImageKinds, type ProfileImageKind } from "../../../domain/images";
import type { Storage } from "../../adapters/storage";

/** Stores every variant of the image and returns its base key for the profile row. */
export async function storeProfileImage(storage: Storage, kind: ProfileImageKind, userId: string, input: Buffer | string) {
  const { widths, aspect } = profileImageKinds[kind];
  const baseKey = `${kind}s/${userId}/${randomUUID()}`;
  for (const width of Object.values(widths)) {
    const variant = await sharp(input)
      .rotate()
      .resize({ width, height: Math.round(width / aspect), fit: "cover", withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(imageVariantKey(baseKey, width), variant, "image/webp");
  }
  return baseKey;
}
