// Changes to a paid membership (DECISIONS.md, downgrade and cancel): PRO to ALL STAR, or monthly
// to yearly, at once with the prorated difference charged; ALL STAR to PRO, yearly to monthly and
// cancellation at the end of the paid period, access kept until then; resume before the end
// undoes a cancellation. Each asks the
// provider, then syncs, so the membership shown is what the provider now holds.
import { and, eq } from "drizzle-orm";
import type { ChangeTierRequest } from "../../../domain/billing";
import { planChange, type Plan } from "../../../domain/billing-intervals";
import type { PaidTier } from "../../../domain/memberships";
import type { CancelRequest } from "../../../domain/cancellation";
import { cancellationFeedback, memberships } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId, ownMembershipWith } from "../memberships";
import type { BillingDeps } from "./deps";
import { syncInvoice } from "./event-sync";
import { currentPrice } from "./prices";
import { afterChange, liveSubscription, liveSubscriptionOf } from "./live-subscription";
import { currentPause, undoPause } from "./pauses";

/** Moves a paid membership to another plan; the interval stays as it is unless another is asked for. */
export async function changeTier(
  deps: BillingDeps,
  followerId: string,
  creatorUsername: string,
  request: ChangeTierRequest,
) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  const id = subscription.subscriptionId;
  const from: Plan = { tier: subscription.tier as PaidTier, interval: subscription.interval };
  const to: Plan = { tier: request.tier, interval: request.interval ?? from.interval };
  // The pause holds the next periods; the plan they come back on is the one paused.
  if (currentPause(subscription)) {
    throw new AppError("pause_not_available", 409, "Your membership is paused. Undo the pause to change your plan.");
  }
  const change = planChange(from, to);
  if (change === "none") {
    // Asking for the plan one already has undoes a pending downgrade; otherwise there is nothing to do.
    if (!subscription.scheduledTier) throw new AppError("no_change", 409, "This is already your plan.");
    await deps.payments.cancelScheduledChange(id);
  } else {
    const { priceId } = await currentPrice(deps, creatorId, to.tier, to.interval);
    if (change === "upgrade") {
      // A refused card throws before anything changed: the route answers 402.
      const upgraded = await deps.payments.upgradeSubscription(id, priceId);
      // The prorated charge goes into the ledger, with its receipt, before the answer.
      if (upgraded.latestInvoiceId) await syncInvoice(deps, upgraded.latestInvoiceId);
    } else {
      // Nothing renews after a cancellation, so there is no next period to switch: resume first.
      if (subscription.cancelAtPeriodEnd) {
        throw new AppError(
          "membership_canceling",
          409,
          "Your membership ends at the end of this period. Resume it before changing the plan.",
        );
      }
      await deps.payments.scheduleDowngrade(id, priceId);
    }
  }
  return afterChange(deps, followerId, creatorId, id);
}

/**
 * Cancels at the period end (a paused membership at once); why, when the member said, is kept for
 * the creator's numbers.
 */
export async function cancelMembership(
  deps: BillingDeps,
  followerId: string,
  creatorUsername: string,
  feedback: CancelRequest = {},
) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  const pause = currentPause(subscription);
  // Nobody paid for a paused period, so a paused membership ends now, with nothing to give back.
  if (pause === "paused") await deps.payments.cancelNow(subscription.subscriptionId, { prorate: false });
  else await deps.payments.cancelAtPeriodEnd(subscription.subscriptionId);
  if (pause) await undoPause(deps.db, deps.payments.name, subscription);
  if (feedback.reason || feedback.details) {
    await deps.db.insert(cancellationFeedback).values({
      followerId,
      creatorId,
      tier: subscription.tier as PaidTier,
      reason: feedback.reason ?? null,
      details: feedback.details || null,
    });
  }
  return afterChange(deps, followerId, creatorId, subscription.subscriptionId);
}

export async function resumeMembership(deps: BillingDeps, followerId: string, creatorUsername: string) {
  const { creatorId, subscription } = await liveSubscription(deps, followerId, creatorUsername);
  await deps.payments.resumeSubscription(subscription.subscriptionId);
  return afterChange(deps, followerId, creatorId, subscription.subscriptionId);
}

/**
 * Unfollowing a paid membership cancels it at the period end, and the follow ends with it
 * (DECISIONS.md). The web asks the follower to confirm before calling this. A paid membership
 * with no subscription behind it (made before payments existed) just runs out.
 */
export async function leaveAtPeriodEnd(deps: BillingDeps, followerId: string, creatorUsername: string) {
  const creatorId = await findCreatorId(deps.db, creatorUsername);
  const pair = and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId));
  if (await liveSubscriptionOf(deps, followerId, creatorId)) await cancelMembership(deps, followerId, creatorUsername);
  else await deps.db.update(memberships).set({ cancelAtPeriodEnd: true }).where(pair);
  await deps.db
    .update(memberships)
    .set({ leavesAtPeriodEnd: true })
    .where(and(pair, eq(memberships.cancelAtPeriodEnd, true)));
  const membership = await ownMembershipWith(deps.db, followerId, creatorId);
  return { tier: membership?.tier ?? null, leavesAt: membership?.renewsAt ?? null };
}
