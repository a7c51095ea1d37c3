// The follower's live subscription with a creator, which every change to a paid membership acts
// on, and the membership as it stands once the change is synced.
import { and, eq, inArray } from "drizzle-orm";
import { liveSubscriptionStatuses } from "../../../domain/billing";
import { subscriptions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId, ownMembershipWith } from "../memberships";
import type { BillingDeps } from "./deps";
import { syncSubscription } from "./subscription-sync";

/** The follower's live subscription with the creator, or none. */
export async function liveSubscriptionOf(deps: BillingDeps, followerId: string, creatorId: string) {
  const [subscription] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.followerId, followerId),
        eq(subscriptions.creatorId, creatorId),
        eq(subscriptions.provider, deps.payments.name),
        inArray(subscriptions.status, liveSubscriptionStatuses),
      ),
    );
  return subscription ?? null;
}

/** The same by the creator's username, for a change the member asked for: 404 when there is none. */
export async function liveSubscription(deps: BillingDeps, followerId: string, creatorUsername: string) {
  const creatorId = await findCreatorId(deps.db, creatorUsername);
  const subscription = await liveSubscriptionOf(deps, followerId, creatorId);
  if (!subscription) throw new AppError("membership_not_found", 404, "You have no paid membership with this creator.");
  return { creatorId, subscription };
}

/** Syncs what the provider now holds, and answers the membership the member sees. */
export async function afterChange(deps: BillingDeps, followerId: string, creatorId: string, subscriptionId: string) {
  await syncSubscription(deps, subscriptionId);
  return { membership: await ownMembershipWith(deps.db, followerId, creatorId) };
}
