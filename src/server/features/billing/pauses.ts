// A pause instead of a cancellation (issue 25, decision 027): a monthly member stops paying for
// 1-3 months from the end of the paid period, and billing comes back by itself. The provider
// holds the pause (the sandbox's window; Stripe's pause_collection, the window in the
// subscription's metadata); the sync derives the paused membership from it. Each pause is also
// kept in membership_pauses for the creator's numbers.
import { and, eq, isNull } from "drizzle-orm";
import { pausePhase, pauseWindow, type PausePhase, type PauseRequest } from "../../../domain/pauses";
import type { PaidTier } from "../../../domain/memberships";
import type { Queryable } from "../../db/client";
import { membershipPauses, type subscriptions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { BillingDeps } from "./deps";
import { syncInvoice } from "./event-sync";
import { afterChange, liveSubscription, liveSubscriptionOf } from "./live-subscription";
import { syncSubscription } from "./subscription-sync";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The phase of the subscription's pause, or null when it has none or it is over. */
export function currentPause(subscription: SubscriptionRow): Exclude<PausePhase, "over"> | null {
  const { pauseStartsAt: startsAt, pauseResumesAt: resumesAt } = subscription;
  if (!startsAt || !resumesAt) return null;
  const phase = pausePhase({ startsAt, resumesAt }, subscription.currentPeriodStart);
  return phase === "over" ? null : phase;
}

const notAvailable = (message: string) => new AppError("pause_not_available", 409, message);

/** Why this subscription cannot be paused now, if it cannot. */
function pauseRefusal(subscription: SubscriptionRow) {
  if (currentPause(subscription)) return notAvailable("Your membership is already paused.");
  if (subscription.interval !== "month") return notAvailable("Only monthly plans can be paused.");
  if (subscription.status === "trialing") {
    return notAvailable("A free trial can't be paused. Cancel it instead: nothing is charged.");
  }
  if (subscription.status !== "active") return notAvailable("Update your payment method before pausing.");
  if (subscription.cancelAtPeriodEnd) return notAvailable("Your membership is ending. Resume it before pausing.");
  if (subscription.scheduledTier) {
    return notAvailable("Your plan changes at the end of this period. Keep your current plan before pausing.");
  }
  return null;
}

export async function pauseMembership(
  deps: BillingDeps,
  followerId: string,
  creatorUsername: string,
  { months }: PauseRequest,
) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  const refusal = pauseRefusal(subscription);
  if (refusal) throw refusal;
  const window = pauseWindow(subscription.currentPeriodEnd, months);
  await deps.payments.pauseSubscription(subscription.subscriptionId, window);
  await deps.db
    .insert(membershipPauses)
    .values({
      provider: deps.payments.name,
      subscriptionId: subscription.subscriptionId,
      followerId,
      creatorId,
      tier: subscription.tier as PaidTier,
      months,
      ...window,
    })
    // A second click while the first was on its way asked for the same pause.
    .onConflictDoNothing();
  return afterChange(deps, followerId, creatorId, subscription.subscriptionId);
}

/**
 * Drops the pause: before it began nothing is charged; during it the member is back at once, a
 * new month charged today (402 when the card is refused, and the pause stays).
 */
export async function endPause(deps: BillingDeps, followerId: string, creatorUsername: string) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  const phase = currentPause(subscription);
  if (!phase) throw new AppError("not_paused", 409, "Your membership is not paused.");
  // A refused card throws before anything changed: the route answers 402 and the pause stays.
  const resumed = await deps.payments.endPause(subscription.subscriptionId);
  if (phase === "scheduled") await undoPause(deps.db, deps.payments.name, subscription);
  // The month charged goes into the ledger, with its receipt, and counts as the pause's resume.
  else if (resumed.latestInvoiceId) await syncInvoice(deps, resumed.latestInvoiceId);
  return afterChange(deps, followerId, creatorId, subscription.subscriptionId);
}

/** A pause that will not run its course (dropped before it began, or the membership cancelled) is not counted. */
export async function undoPause(
  db: Queryable,
  provider: BillingDeps["payments"]["name"],
  subscription: SubscriptionRow,
) {
  await db
    .update(membershipPauses)
    .set({ undoneAt: new Date() })
    .where(
      and(
        eq(membershipPauses.provider, provider),
        eq(membershipPauses.subscriptionId, subscription.subscriptionId),
        isNull(membershipPauses.undoneAt),
        isNull(membershipPauses.resumedAt),
      ),
    );
}

/**
 * A paused member who unfollows leaves at once: the paused subscription ends now, with nothing
 * charged or given back. By creator id, since a suspended creator can still be left.
 */
export async function leavePause(deps: BillingDeps, followerId: string, creatorId: string) {
  const subscription = await liveSubscriptionOf(deps, followerId, creatorId);
  if (!subscription || currentPause(subscription) !== "paused") return;
  await deps.payments.cancelNow(subscription.subscriptionId, { prorate: false });
  await undoPause(deps.db, deps.payments.name, subscription);
  await syncSubscription(deps, subscription.subscriptionId);
}
