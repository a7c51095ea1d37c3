// Free trials: what a follower is offered at checkout. One trial per member and creator, ever,
// whichever tier it was on: a subscription that began with one, or a trial checkout already
// paid whose subscription is not synced yet, uses it up.
import { and, eq, gt, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { PaidTier } from "../../../domain/memberships";
import { noTrials, type TrialLength, type TrialOffer } from "../../../domain/trials";
import type { Queryable } from "../../db/client";
import { checkoutSessions, creatorProfiles, subscriptions } from "../../db/schema";

/** Whether the follower has had a trial with the creator: a SQL condition over the pair's rows. */
export const hasHadTrialCondition = (followerId: unknown, creatorId: unknown) =>
  sql<boolean>`(exists (select 1 from ${subscriptions} where ${subscriptions.followerId} = ${followerId} and ${subscriptions.creatorId} = ${creatorId} and ${isNotNull(subscriptions.trialStartedAt)})
    or exists (select 1 from ${checkoutSessions} where ${checkoutSessions.followerId} = ${followerId} and ${checkoutSessions.creatorId} = ${creatorId} and ${and(eq(checkoutSessions.status, "complete"), gt(checkoutSessions.trialDays, 0))}))`;

/** The creator's trials as stored. */
export const trialOfferOf = (row: { proTrialDays: number; allStarTrialDays: number }): TrialOffer => ({
  pro: row.proTrialDays as TrialLength,
  all_star: row.allStarTrialDays as TrialLength,
});

/** The trial days a checkout for this tier starts with: the creator's offer, or 0 once one was had. */
export async function trialDaysAtCheckout(db: Queryable, followerId: string, creatorId: string, tier: PaidTier) {
  const [row] = await db
    .select({
      proTrialDays: creatorProfiles.proTrialDays,
      allStarTrialDays: creatorProfiles.allStarTrialDays,
      hasHadTrial: hasHadTrialCondition(followerId, creatorId),
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  if (!row || row.hasHadTrial) return noTrials[tier];
  return trialOfferOf(row)[tier];
}

const DAY_MS = 86_400_000;

/**
 * The platform's free trials this calendar month (UTC), for the owner: started, and of those that
 * ended so far, how many became paid. A trial that ends this month started at most 30 days before
 * it began, which bounds the read by the trial start index.
 */
export async function platformTrialsThisMonth(db: Queryable, now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const endedThisMonth = and(gte(subscriptions.trialEndsAt, monthStart), lte(subscriptions.trialEndsAt, now));
  const [row] = await db
    .select({
      started: sql<number>`(count(*) filter (where ${and(gte(subscriptions.trialStartedAt, monthStart), lt(subscriptions.trialStartedAt, nextMonth))}))::int`,
      ended: sql<number>`(count(*) filter (where ${endedThisMonth}))::int`,
      converted: sql<number>`(count(*) filter (where ${and(endedThisMonth, isNotNull(subscriptions.trialConvertedAt))}))::int`,
    })
    .from(subscriptions)
    .where(gte(subscriptions.trialStartedAt, new Date(monthStart.getTime() - 31 * DAY_MS)));
  const { started = 0, ended = 0, converted = 0 } = row ?? {};
  return { started, conversionRate: ended === 0 ? null : converted / ended };
}
