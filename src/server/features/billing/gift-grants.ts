// The time redeemed gifts give a member with a creator when no paid membership is behind them:
// the membership's tier while one runs. Gifts of one member and creator run back to back (a new
// one starts where the running one ends, and only of the same tier), so the latest end is theirs.
import { and, desc, eq, gt, isNull, lte } from "drizzle-orm";
import type { PaidTier } from "../../../domain/memberships";
import type { Queryable } from "../../db/client";
import { gifts } from "../../db/schema";

export interface GiftGrant {
  tier: PaidTier;
  startsAt: Date;
  endsAt: Date;
}

const redeemedGrants = (followerId: string, creatorId: string) =>
  and(
    eq(gifts.redeemedBy, followerId),
    eq(gifts.creatorId, creatorId),
    eq(gifts.status, "redeemed"),
    // One redeemed on top of a paid membership moved its billing instead: no grant of its own.
    isNull(gifts.subscriptionId),
  );

/** The gifts' time running now, or null. */
export async function runningGiftGrant(
  db: Queryable,
  followerId: string,
  creatorId: string,
  now = new Date(),
): Promise<GiftGrant | null> {
  const [current] = await db
    .select({ tier: gifts.tier, startsAt: gifts.grantStartsAt })
    .from(gifts)
    .where(and(redeemedGrants(followerId, creatorId), lte(gifts.grantStartsAt, now), gt(gifts.grantEndsAt, now)))
    .limit(1);
  if (!current?.startsAt) return null;
  const [latest] = await db
    .select({ endsAt: gifts.grantEndsAt })
    .from(gifts)
    .where(and(redeemedGrants(followerId, creatorId), gt(gifts.grantEndsAt, now)))
    .orderBy(desc(gifts.grantEndsAt))
    .limit(1);
  if (!latest?.endsAt) return null;
  return { tier: current.tier as PaidTier, startsAt: current.startsAt, endsAt: latest.endsAt };
}
