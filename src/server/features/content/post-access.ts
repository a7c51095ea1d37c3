// Who may see a post: the one decision every content read (cards, media, thumbnails, views) goes through.
import type { PostStatus } from "../../../domain/content";
import { canAccessTier, type Tier } from "../../../domain/memberships";
import { effectiveRequiredTier } from "../../../domain/release";
import { AppError } from "../../lib/errors";

export interface AccessCheckedPost {
  creatorId: string;
  status: PostStatus;
  hiddenAt: Date | null;
  requiredTier: Tier;
  /** Step-down release counts from publication (src/domain/release.ts). */
  publishedAt: Date | null;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
}

/**
 * "open": everything, including the description and the files.
 * "locked": a teaser only (title, type, tier, blurred thumbnail); never a media URL.
 * "hidden": the viewer may not learn the post exists (drafts, scheduled posts and moderated posts of others).
 */
export type PostAccess = "open" | "locked" | "hidden";

/** `now` decides how far a step-down release has gone: the tier a post needs drops with time. */
export function postAccessFor(
  post: AccessCheckedPost,
  viewerId: string | undefined,
  viewerTier: Tier | null,
  now = new Date(),
): PostAccess {
  if (viewerId !== undefined && viewerId === post.creatorId) return "open";
  if (post.status !== "published" || post.hiddenAt) return "hidden";
  return canAccessTier(effectiveRequiredTier(post, now), viewerTier) ? "open" : "locked";
}

export const postNotFound = () => new AppError("post_not_found", 404, "This post does not exist or is not available.");

/** A visitor must log in first (401); a signed-in viewer needs a higher membership (403). */
export const membershipRequired = (viewerId: string | undefined) =>
  viewerId
    ? new AppError("membership_required", 403, "This post is for members of a higher tier.")
    : new AppError("membership_required", 401, "Log in and join this creator to see this post.");
