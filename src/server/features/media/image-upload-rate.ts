// The hourly limit on pictures one user may upload, counted in the database so it holds across
// app instances. Each accepted attempt takes a slot, whether or not the picture turns out usable.
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { IMAGE_UPLOADS_PER_HOUR } from "../../../domain/images";
import type { Database } from "../../db/client";
import { imageUploadAttempts } from "../../db/schema";
import { AppError } from "../../lib/errors";

export class TooManyImageUploads extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      "too_many_image_uploads",
      429,
      `You have uploaded ${IMAGE_UPLOADS_PER_HOUR} pictures in the last hour, the most we take. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { limit: IMAGE_UPLOADS_PER_HOUR, retryAfterSeconds },
    );
  }
}

/** Takes one of the user's hourly picture slots, or throws TooManyImageUploads (429). */
export async function takeImageUploadSlot(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    // One user's concurrent attempts take turns, so they cannot all see the last free slot.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`image-uploads:${userId}`}))`);
    const { rows } = await tx.execute<{ count: number; retryAfter: number | null }>(sql`
      select count(*)::int as "count",
             ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as "retryAfter"
      from image_upload_attempts
      where user_id = ${userId} and created_at > now() - interval '1 hour'`);
    const [{ count, retryAfter }] = rows as [{ count: number; retryAfter: number | null }];
    if (count >= IMAGE_UPLOADS_PER_HOUR) throw new TooManyImageUploads(Math.max(1, retryAfter ?? 3600));
    await tx.insert(imageUploadAttempts).values({ userId });
  });
}

/** Sets Retry-After on the error answer when the failure is the hourly limit. */
export function announceRetryAfter(c: Context, error: unknown) {
  if (error instanceof TooManyImageUploads) c.header("retry-after", String(error.retryAfterSeconds));
}

/** Forgets attempts older than the hour they count in (run by the upload cleanup job). */
export async function forgetOldImageUploadAttempts(db: Database) {
  await db.execute(sql`delete from image_upload_attempts where created_at < now() - interval '1 hour'`);
}
