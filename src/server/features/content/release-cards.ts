// The release facts on post cards: on a locked card, the day it opens for the viewer's tier (the
// creator's own schedule and step-down settings are written by post-cards.ts).
import type { PostCard } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import { releaseNoticeFor } from "../../../domain/release";
import type { AccessCheckedPost } from "./post-access";

/**
 * A locked card gains `opensAt` when a step-down will open it. It depends on the viewer's tier
 * only; every visitor has tier null, so a visitor's answer is the same for all (shared cache).
 */
export function withOpening<Card extends PostCard>(
  card: Card,
  post: AccessCheckedPost,
  viewerTier: Tier | null,
  now = new Date(),
): Card {
  if (!card.isLocked) return card;
  const opensAt = releaseNoticeFor(post, viewerTier, now);
  return opensAt ? { ...card, opensAt } : card;
}
