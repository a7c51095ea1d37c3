// The key a member's phone encrypts a downloaded video with (POST /api/posts/:id/offline-key):
// derived, not stored, from the login session and the post, so the same session asking again gets
// the same key (the phone re-checks its download while online) and no other session can. With it
// comes the date the phone must delete the video by: when the member's access ends, as far as the
// server knows now; a membership that renews gets a later date the next time the phone asks.
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberships } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findVideoPostFor } from "./video-row";

/** However long a membership runs, a download is checked with the server at least this often. */
const MAX_OFFLINE_DAYS = 30;

export function offlineVideoKeys(secret: string) {
  const root = createHmac("sha256", secret).update("offline-video").digest();
  return (sessionCookie: string, postId: string) =>
    createHmac("sha256", root).update(`${sessionCookie}.${postId}`).digest("base64url");
}

export type OfflineVideoKeys = ReturnType<typeof offlineVideoKeys>;

export async function offlineVideoKey(
  db: Database,
  keys: OfflineVideoKeys,
  viewer: { id: string; sessionCookie: string },
  postId: string,
  now = new Date(),
) {
  const found = await findVideoPostFor(db, postId, viewer.id);
  if (found.access !== "open")
    throw new AppError("offline_not_allowed", 403, "Your membership does not include this video.");
  if (found.video?.status !== "ready" || !found.video.publishedPrefix)
    throw new AppError("video_not_ready", 409, "This video is still being processed.");
  const latest = new Date(now.getTime() + MAX_OFFLINE_DAYS * 86_400_000);
  const [membership] = found.isCreator
    ? []
    : await db
        .select({ periodEnd: memberships.currentPeriodEnd, giftEndsAt: memberships.giftEndsAt })
        .from(memberships)
        .where(and(eq(memberships.followerId, viewer.id), eq(memberships.creatorId, found.post.creatorId)));
  // A paid or gifted stretch ends the access it gives; a free follow, a purchase or the creator's
  // own post has no end but the check-in date.
  const accessEnd = membership?.giftEndsAt ?? membership?.periodEnd ?? null;
  const expiresAt = accessEnd && accessEnd < latest ? accessEnd : latest;
  return { postId, key: keys(viewer.sessionCookie, postId), expiresAt: expiresAt.toISOString() };
}
