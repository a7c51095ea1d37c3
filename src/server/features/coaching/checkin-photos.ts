// Progress photos of a check-in: re-encoded (upright, without EXIF or any other metadata) into a
// thumbnail and a large WebP under a private key, and served only to the member and their coach.
import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { MAX_CHECKIN_PHOTOS } from "../../../domain/checkins";
import { publishHint } from "../../adapters/events/hints";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { checkinPhotos, checkins } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { checkImageDimensions, decodeOptions } from "../media";
import { getCheckinForm } from "./checkin-forms";
import { checkinNotFound, openWeek, photoUrl } from "./checkins";

export type PhotoSize = "sm" | "lg";
const widths: Record<PhotoSize, number> = { sm: 480, lg: 1600 };

/** Never under public/: media routes serve that prefix to anyone. */
const variantKey = (storageKey: string, size: PhotoSize) => `${storageKey}-${size}.webp`;

const invalidImage = () => new AppError("invalid_image", 400, "The image could not be read.");

/** The member's own check-in of this week, or why it cannot change: 404, 403 all_star_required, 409 for a past week. */
async function changeableCheckin(db: Database, memberId: string, checkinId: string, today: string) {
  const [checkin] = await db
    .select({ id: checkins.id, creatorId: checkins.creatorId, weekStart: checkins.weekStart })
    .from(checkins)
    .where(and(eq(checkins.id, checkinId), eq(checkins.memberId, memberId)));
  if (!checkin) throw checkinNotFound();
  const weekStart = await openWeek(db, memberId, checkin.creatorId, today);
  if (weekStart !== checkin.weekStart) {
    throw new AppError("checkin_closed", 409, "A past week's check-in can no longer change.");
  }
  return checkin;
}

const tooManyPhotos = () =>
  new AppError("validation_failed", 400, `A check-in has at most ${MAX_CHECKIN_PHOTOS} photos.`, {
    fields: { photos: "checkins.validation.tooManyPhotos" },
  });

async function encodeVariants(file: string) {
  await checkImageDimensions(file);
  try {
    const large = await sharp(file, decodeOptions)
      .rotate()
      .resize({ width: widths.lg, height: widths.lg, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    const small = await sharp(large)
      .resize({ width: widths.sm, height: widths.sm, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { lg: large, sm: small };
  } catch {
    throw invalidImage();
  }
}

/** Adds a photo (a file already received and sniffed as an image) to this week's check-in. */
export async function addCheckinPhoto(
  db: Database,
  storage: Storage,
  memberId: string,
  checkinId: string,
  today: string,
  file: string,
) {
  const checkin = await changeableCheckin(db, memberId, checkinId, today);
  if (!(await getCheckinForm(db, checkin.creatorId)).photos) {
    throw new AppError("photos_not_asked", 409, "This creator's check-in asks for no photos.");
  }
  const countPhotos = async (tx: Pick<Database, "select">) =>
    (await tx.select({ n: count() }).from(checkinPhotos).where(eq(checkinPhotos.checkinId, checkinId)))[0]?.n ?? 0;
  if ((await countPhotos(db)) >= MAX_CHECKIN_PHOTOS) throw tooManyPhotos();

  const variants = await encodeVariants(file);
  const storageKey = `checkins/${memberId}/${randomUUID()}`;
  for (const size of ["sm", "lg"] as const)
    await storage.put(variantKey(storageKey, size), variants[size], "image/webp");
  try {
    return await db.transaction(async (tx) => {
      // The check-in's row is the lock two uploads at once take turns on, so the count holds.
      await tx.execute(sql`select 1 from checkins where id = ${checkinId} for update`);
      if ((await countPhotos(tx)) >= MAX_CHECKIN_PHOTOS) throw tooManyPhotos();
      const [photo] = await tx
        .insert(checkinPhotos)
        .values({ checkinId, storageKey, sizeBytes: variants.lg.length })
        .returning({ id: checkinPhotos.id });
      await tx
        .update(checkins)
        .set({ updatedAt: sql`now()` })
        .where(eq(checkins.id, checkinId));
      await publishHint(tx, [checkin.creatorId], ["coaching"]);
      if (!photo) throw new Error("The photo was not saved.");
      return {
        id: photo.id,
        thumbnailUrl: photoUrl(checkinId, photo.id, "sm"),
        url: photoUrl(checkinId, photo.id, "lg"),
      };
    });
  } catch (error) {
    await Promise.all((["sm", "lg"] as const).map((size) => storage.delete(variantKey(storageKey, size))));
    throw error;
  }
}

export async function removeCheckinPhoto(
  db: Database,
  storage: Storage,
  memberId: string,
  ids: { checkinId: string; photoId: string },
  today: string,
) {
  const checkin = await changeableCheckin(db, memberId, ids.checkinId, today);
  const [removed] = await db
    .delete(checkinPhotos)
    .where(and(eq(checkinPhotos.id, ids.photoId), eq(checkinPhotos.checkinId, ids.checkinId)))
    .returning({ storageKey: checkinPhotos.storageKey });
  if (!removed) throw new AppError("photo_not_found", 404, "No such photo.");
  await publishHint(db, [checkin.creatorId], ["coaching"]);
  await Promise.all((["sm", "lg"] as const).map((size) => storage.delete(variantKey(removed.storageKey, size))));
}

/** Where the photo is stored, for the check-in's member or creator; anyone else learns nothing (404). */
export async function checkinPhotoKey(
  db: Database,
  viewerId: string,
  ids: { checkinId: string; photoId: string },
  size: PhotoSize,
) {
  const [photo] = await db
    .select({ storageKey: checkinPhotos.storageKey })
    .from(checkinPhotos)
    .innerJoin(checkins, eq(checkins.id, checkinPhotos.checkinId))
    .where(
      and(
        eq(checkinPhotos.id, ids.photoId),
        eq(checkins.id, ids.checkinId),
        sql`(${checkins.memberId} = ${viewerId} or ${checkins.creatorId} = ${viewerId})`,
      ),
    );
  if (!photo) throw new AppError("photo_not_found", 404, "No such photo.");
  return variantKey(photo.storageKey, size);
}
