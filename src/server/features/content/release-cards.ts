// The release facts on post payloads: the creator's schedule and step-down settings, and on a
// locked card the day it opens for the viewer's tier.
import type { PostCard } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import { releaseNoticeFor } from "../../../domain/release";
import type { AccessCheckedPost } from "./post-access";

interface ReleaseRow {
  scheduledFor: Date | null;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
}

export const ownRelease = (row: ReleaseRow) => ({
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  opensToProAfterDays: row.opensToProAfterDays,
  opensToEveryoneAfterDays: row.opensToEveryoneAfterDays,
});

/**
 * A locked card gains `opensAt` when a step-down will open it. It depends on the viewer's tier
 * only; every visitor has tier null, so a visitor's answer is the same for all (shared cache).
 */
export function withOpening<Card extends PostCard>(card: Card, post: AccessCheckedPost, viewerTier: Tier | null, now = new Date()): Card {
  if (!card.isLocked) return card;
  const opensAt = releaseNoticeFor(post, viewerTier, now);
  return opensAt ? { ...card, opensAt } : card;
}
