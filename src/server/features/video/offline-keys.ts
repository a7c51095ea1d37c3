// The key a member's phone encrypts a downloaded video with (POST /api/posts/:id/offline-key):
// derived, not stored, from the login session and the post, so the same session asking again gets
// the same key (the phone re-checks its download while online) and no other session can. With it
// comes the date the phone must delete the video by: when the viewer's access ends, as far as the
// server knows now; a membership that renews gets a later date the next time the phone asks.
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { canAccessTier } from "../../../domain/memberships";
import { effectiveRequiredTier } from "../../../domain/release";
import type { Database } from "../../db/client";
import { memberships } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { withPurchases } from "../content";
import { findVideoPostFor, type VideoPostForViewer } from "./video-row";

/** However long access lasts, a download is checked with the server at least this often. */
const MAX_OFFLINE_DAYS = 30;

export function offlineVideoKeys(secret: string) {
  const root = createHmac("sha256", secret).update("offline-video").digest();
  return (sessionCookie: string, postId: string) =>
    createHmac("sha256", root).update(`${sessionCookie}.${postId}`).digest("base64url");
}

export type OfflineVideoKeys = ReturnType<typeof offlineVideoKeys>;

/**
 * The end of the paid (or gifted) period when the viewer opens the post through their membership
 * alone; null when nothing the server knows of ends their access: their own post, a post open to
 * everyone, a bought post (bought for good, even by a member whose tier opens it too).
 */
async function membershipAccessEnd(db: Database, viewerId: string, found: VideoPostForViewer, now: Date) {
  const { post, isCreator, tier } = found;
  const required = effectiveRequiredTier(post, now);
  if (isCreator || required === "rookie" || !canAccessTier(required, tier)) return null;
  const bought = await withPurchases(db, viewerId, [post], () => "locked");
  if (bought.get(post) === "open") return null;
  // A gift's end is the period's end too (billing's sync writes both), so the period says it all.
  const [membership] = await db
    .select({ periodEnd: memberships.currentPeriodEnd })
    .from(memberships)
    .where(and(eq(memberships.followerId, viewerId), eq(memberships.creatorId, post.creatorId)));
  return membership?.periodEnd ?? null;
}

export async function offlineVideoKey(
  db: Database,
  keys: OfflineVideoKeys,
  viewer: { id: string; sessionCookie: string },
  postId: string,
  now = new Date(),
) {
  // The stream's own check: a post the viewer may not know of is 404, one they may not open 403.
  const found = await findVideoPostFor(db, postId, viewer.id);
  if (found.access !== "open")
    throw new AppError("offline_not_allowed", 403, "Your membership does not include this video.");
  if (found.video?.status !== "ready" || !found.video.publishedPrefix)
    throw new AppError("video_not_ready", 409, "This video is still being processed.");
  const latest = new Date(now.getTime() + MAX_OFFLINE_DAYS * 86_400_000);
  const accessEnd = await membershipAccessEnd(db, viewer.id, found, now);
  const expiresAt = accessEnd && accessEnd < latest ? accessEnd : latest;
  return { postId: found.post.id, key: keys(viewer.sessionCookie, found.post.id), expiresAt: expiresAt.toISOString() };
}
