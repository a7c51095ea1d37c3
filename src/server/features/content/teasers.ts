// Pictures the server makes for a post with sharp: a thumbnail for an image post that has none,
// and the small blurred teaser shown to viewers whose membership does not open the post.
import { buffer } from "node:stream/consumers";
import sharp, { type Sharp } from "sharp";
import type { Storage } from "../../adapters/storage";
import { AppError } from "../../lib/errors";
import { decodeOptions } from "../media";
import { derivedThumbnailKey, teaserKey } from "./post-files";

const unreadable = () => new AppError("invalid_image", 400, "The image could not be read.");

// Thumbnails and images are at most 10 MB, so reading one whole for sharp is fine (videos never come here).
async function readPicture(storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) throw unreadable();
  return buffer(object.body);
}

async function render(image: Sharp) {
  try {
    return await image.toBuffer();
  } catch {
    throw unreadable();
  }
}

/** A web-sized copy of an image post's picture, used as its thumbnail. Returns the new key. */
export async function storeDerivedThumbnail(storage: Storage, postId: string, pictureKey: string) {
  const picture = await readPicture(storage, pictureKey);
  const thumbnail = await render(
    sharp(picture, decodeOptions)
      .rotate()
      .resize({ width: 960, height: 960, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 }),
  );
  const key = derivedThumbnailKey(postId);
  await storage.put(key, thumbnail, "image/webp");
  return key;
}

/**
 * The public teaser: small and blurred so heavily that it gives away the mood of the picture,
 * never its content. Returns the new key (under `public/`).
 */
export async function storeTeaser(storage: Storage, postId: string, thumbnailKey: string) {
  const picture = await readPicture(storage, thumbnailKey);
  const teaser = await render(
    sharp(picture, decodeOptions)
      .rotate()
      .resize({ width: 320, height: 180, fit: "cover" })
      .blur(18)
      .webp({ quality: 45 }),
  );
  const key = teaserKey(postId);
  await storage.put(key, teaser, "image/webp");
  return key;
}
