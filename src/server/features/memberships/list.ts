// A follower's memberships with the creators they belong to, for the dashboard and /subscriptions:
// one query for the whole list, offers included.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { MembershipPause, OwnMembership } from "../../../domain/billing";
import { imageUrls } from "../../../domain/images";
import { effectiveTier, type PaidTier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { memberships, profiles, users } from "../../db/schema";
import {
  discountOffer,
  liveSubscription,
  membershipDiscount,
  offerColumns,
  retentionOffer,
  retentionOfferFor,
  retentionOfferJoin,
} from "./membership-offers";

function selectOwn(db: Database, where: SQL | undefined) {
  const live = liveSubscription(db);
  return db
    .select({
      username: users.username,
      avatarKey: profiles.avatarKey,
      tier: memberships.tier,
      status: memberships.status,
      currentPeriodEnd: memberships.currentPeriodEnd,
      cancelAtPeriodEnd: memberships.cancelAtPeriodEnd,
      interval: memberships.interval,
      scheduledTier: memberships.scheduledTier,
      scheduledInterval: memberships.scheduledInterval,
      leavesAtPeriodEnd: memberships.leavesAtPeriodEnd,
      trialEndsAt: memberships.trialEndsAt,
      pauseStartsAt: memberships.pauseStartsAt,
      pauseResumesAt: memberships.pauseResumesAt,
      pausedTier: memberships.pausedTier,
      giftEndsAt: memberships.giftEndsAt,
      createdAt: memberships.createdAt,
      ...offerColumns(live),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.creatorId))
    .leftJoin(profiles, eq(profiles.userId, memberships.creatorId))
    .leftJoinLateral(live, sql`true`)
    .leftJoin(discountOffer, eq(discountOffer.id, live.offerId))
    .leftJoin(retentionOffer, retentionOfferJoin)
    .where(where)
    .orderBy(desc(memberships.createdAt));
}

type Row = Awaited<ReturnType<typeof selectOwn>>[number];

const toOwnMembership = (row: Row): OwnMembership => ({
  creator: { username: row.username, avatarUrls: imageUrls("avatar", row.avatarKey) },
  tier: row.tier,
  status: row.status,
  isActive: effectiveTier(row) !== null,
  subscribedAt: row.createdAt.toISOString(),
  renewsAt: row.tier === "rookie" ? null : (row.currentPeriodEnd?.toISOString() ?? null),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  interval: row.tier === "rookie" ? null : row.interval,
  scheduledTier: row.scheduledTier as PaidTier | null,
  scheduledInterval: row.scheduledInterval,
  leavesAtPeriodEnd: row.leavesAtPeriodEnd,
  trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  pause: pauseOf(row),
  discount: membershipDiscount(row),
  retentionOffer: retentionOfferFor(row),
  giftEndsAt: row.giftEndsAt?.toISOString() ?? null,
});

/** A running pause makes the membership a free follow that remembers its paid tier; a scheduled one keeps the tier. */
function pauseOf(row: Row): MembershipPause | null {
  if (!row.pauseStartsAt || !row.pauseResumesAt) return null;
  const tier = row.pausedTier ?? row.tier;
  if (tier === "rookie") return null;
  return {
    phase: row.pausedTier ? "paused" : "scheduled",
    tier,
    startsAt: row.pauseStartsAt.toISOString(),
    resumesAt: row.pauseResumesAt.toISOString(),
  };
}

export async function listOwnMemberships(db: Database, followerId: string) {
  return (await selectOwn(db, eq(memberships.followerId, followerId))).map(toOwnMembership);
}

/** The follower's membership with one creator, or null when there is none. */
export async function ownMembershipWith(db: Database, followerId: string, creatorId: string) {
  const [row] = await selectOwn(db, and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId)));
  return row ? toOwnMembership(row) : null;
}
