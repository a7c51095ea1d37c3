// The billing job's round, every minute on one instance: the sandbox's billing clock, and the
// safety nets behind webhooks (a missed or failed event must not leave a membership wrong for
// long). Every step is idempotent, so a round cut short is simply done again.
import { and, asc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { liveSubscriptionStatuses } from "../../../domain/billing";
import { checkoutSessions, memberships, subscriptions } from "../../db/schema";
import type { AppDeps } from "../../context";
import type { BillingDeps } from "./deps";
import { sendBillingEmails } from "./email-outbox";
import { sendGiftEmails } from "./gift-outbox";
import { syncCheckout } from "./event-sync";
import { applyPairMembership, syncSubscription } from "./subscription-sync";
import { queueTrialReminders } from "./trial-reminders";

const BATCH = 100;

export async function runBillingMaintenance(deps: BillingDeps & Pick<AppDeps, "sandbox">) {
  if (deps.sandbox) {
    await deps.sandbox.runBillingCycle();
    await deps.sandbox.deliverEvents();
  }
  await settle(deps, "resync lapsed subscriptions", resyncLapsedSubscriptions(deps));
  await settle(deps, "end lapsed memberships", endLapsedMemberships(deps));
  await settle(deps, "expire stale checkouts", expireStaleCheckouts(deps));
  await settle(deps, "remind trials ending", remindTrialsEnding(deps));
  await settle(deps, "send billing emails", sendBillingEmails(deps));
  await settle(deps, "send gift emails", sendGiftEmails(deps));
}

async function settle(deps: BillingDeps, step: string, work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    deps.logger.error({ err: error, step }, "billing maintenance step failed; it runs again next round");
  }
}

/** Live subscriptions whose period ended a while ago: the renewal's events should have come. */
async function resyncLapsedSubscriptions(deps: BillingDeps) {
  const lapsed = await deps.db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, deps.payments.name),
        inArray(subscriptions.status, liveSubscriptionStatuses),
        lt(subscriptions.currentPeriodEnd, sql`now() - interval '2 minutes'`),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(BATCH);
  for (const { subscriptionId } of lapsed) {
    await settle(deps, "resync subscription", syncSubscription(deps, subscriptionId));
  }
}

/**
 * Paid memberships whose period is over with nothing live behind them (the subscription ended,
 * or there never was one): back to the free follow, or gone when the follower unfollowed.
 */
async function endLapsedMemberships(deps: BillingDeps) {
  const lapsed = await deps.db
    .select({ followerId: memberships.followerId, creatorId: memberships.creatorId })
    .from(memberships)
    .where(and(ne(memberships.tier, "rookie"), lt(memberships.currentPeriodEnd, sql`now()`)))
    .limit(BATCH);
  for (const pair of lapsed) {
    await deps.db.transaction((tx) => applyPairMembership(tx, pair.followerId, pair.creatorId));
  }
}

/** Open checkouts past their expiry: the provider says whether they expired or completed after all. */
async function expireStaleCheckouts(deps: BillingDeps) {
  const stale = await deps.db
    .select({ sessionId: checkoutSessions.sessionId })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, deps.payments.name),
        eq(checkoutSessions.status, "open"),
        lt(checkoutSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(BATCH);
  for (const { sessionId } of stale) {
    await settle(deps, "sync checkout", syncCheckout(deps, sessionId));
  }
}

/**
 * Trials whose first charge is near: the reminder is queued once and sent at once. The sandbox
 * bills on its own clock, which may run ahead; "near" is by that clock there.
 */
async function remindTrialsEnding(deps: BillingDeps & Pick<AppDeps, "sandbox">) {
  const now = deps.sandbox ? new Date((await deps.sandbox.clock()).now) : new Date();
  await sendBillingEmails(deps, await queueTrialReminders(deps.db, deps.payments.name, now));
}
