// The reminder before a free trial's first charge: nobody is charged by surprise. Queued by the
// billing job once per trial end, for trials not cancelled; sent like a receipt (always).
import { and, eq, gt, isNull, lte, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PaidTier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { creatorPrices, subscriptions, users } from "../../db/schema";
import { queueBillingEmail } from "./email-outbox";

const DAY_MS = 86_400_000;
const follower = alias(users, "follower");
const creator = alias(users, "creator");

/** How long before a trial's first charge the member is reminded of it. */
export const TRIAL_REMINDER_DAYS = 3;

/**
 * Queues the reminder of every trial whose first charge is near and still due (not cancelled),
 * once per trial end; answers the emails queued. Read from our copies, whichever provider.
 */
export async function queueTrialReminders(db: Database, provider: "sandbox" | "stripe", now = new Date()) {
  const due = await db
    .select({
      subscriptionId: subscriptions.subscriptionId,
      followerId: subscriptions.followerId,
      tier: subscriptions.tier,
      interval: subscriptions.interval,
      trialEndsAt: subscriptions.trialEndsAt,
      amountCents: creatorPrices.amountCents,
      username: follower.username,
      creator: creator.username,
    })
    .from(subscriptions)
    .innerJoin(
      creatorPrices,
      and(eq(creatorPrices.provider, subscriptions.provider), eq(creatorPrices.priceId, subscriptions.priceId)),
    )
    .innerJoin(follower, eq(follower.id, subscriptions.followerId))
    .innerJoin(creator, eq(creator.id, subscriptions.creatorId))
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.status, "trialing"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        // A gift's free stretch shows as a trial at the provider, but nobody tried anything.
        or(isNull(subscriptions.giftedUntil), ne(subscriptions.giftedUntil, subscriptions.currentPeriodEnd)),
        // A trial's period is the trial: the live subscriptions' period-end index finds them.
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS)),
      ),
    );
  const queued: string[] = [];
  for (const trial of due) {
    const id = await queueBillingEmail(
      db,
      trial.followerId,
      `${trial.subscriptionId}:${trial.trialEndsAt!.toISOString()}`,
      {
        kind: "trial_ending",
        facts: {
          username: trial.username,
          creator: trial.creator,
          tier: trial.tier as PaidTier,
          interval: trial.interval,
          amountCents: trial.amountCents,
          chargesAt: trial.trialEndsAt!.toISOString(),
        },
      },
    );
    if (id) queued.push(id);
  }
  return queued;
}
