// The hourly limit on pictures one user may upload, a rolling window counted in the database so it
// holds across app instances. Each accepted attempt takes a slot, whether or not the picture turns out usable.
import { sql } from "drizzle-orm";
import { IMAGE_UPLOADS_PER_HOUR } from "../../../domain/images";
import type { Database } from "../../db/client";
import { imageUploadAttempts } from "../../db/schema";
import { RateLimited, takeRollingSlot, tryAgainIn } from "../../lib/rate-limit";

const tooManyImageUploads = (retryAfterSeconds: number) =>
  new RateLimited(
    retryAfterSeconds,
    `You have uploaded ${IMAGE_UPLOADS_PER_HOUR} pictures in the last hour, the most we take.` +
      tryAgainIn(retryAfterSeconds),
    { code: "too_many_image_uploads", details: { limit: IMAGE_UPLOADS_PER_HOUR } },
  );

/** Takes one of the user's hourly picture slots, or throws too_many_image_uploads (429). */
export async function takeImageUploadSlot(db: Database, userId: string) {
  await takeRollingSlot(db, {
    lockKey: `image-uploads:${userId}`,
    events: sql`select created_at from image_upload_attempts where user_id = ${userId}`,
    limit: { max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 },
    record: (tx) => tx.insert(imageUploadAttempts).values({ userId }),
    refuse: tooManyImageUploads,
  });
}

/** Forgets attempts older than the hour they count in (run by the upload cleanup job). */
export async function forgetOldImageUploadAttempts(db: Database) {
  await db.execute(sql`delete from image_upload_attempts where created_at < now() - interval '1 hour'`);
}
