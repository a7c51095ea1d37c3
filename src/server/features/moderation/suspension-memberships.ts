// Paid memberships to a suspended creator (paused ones too): each is set to end with its paid period at the payment
// provider (access is kept until then, nothing renews), and its member is told. A background job
// works them off in batches, so a creator with many members never slows the suspension; a
// membership leaves the work list once it is set to end, so a crash or a retry resumes where it
// stopped. A restore stops the work; memberships already set to end stay ending.
import { and, asc, eq, gt, inArray, isNotNull, or } from "drizzle-orm";
import { liveSubscriptionStatuses } from "../../../domain/billing";
import { paidTiers } from "../../../domain/memberships";
import { memberships, subscriptions, users } from "../../db/schema";
import type { BillingDeps } from "../billing";
import { syncSubscription } from "../billing";
import { grantsAccess } from "../../db/membership-access";
import { namedUser, notify } from "../notifications";
import { recipientLanguage } from "../../lib/email/text";
import { creatorSuspendedEmail } from "./suspension-emails";

export const SUSPENDED_MEMBERSHIPS_JOB = "suspended-creator-memberships";
const BATCH_SIZE = 100;
/** A round stops in time for pg-boss's five-minute expiry; the next round goes on from there. */
const ROUND_BUDGET_MS = 4 * 60_000;

type Pending = {
  id: string;
  followerId: string;
  creatorId: string;
  currentPeriodEnd: Date | null;
  suspendedAt: Date | null;
};

/** Renewing paid memberships to suspended creators, after the given membership id. */
function pendingMemberships(deps: BillingDeps, afterId: string | null, limit: number): Promise<Pending[]> {
  return deps.db
    .select({
      id: memberships.id,
      followerId: memberships.followerId,
      creatorId: memberships.creatorId,
      currentPeriodEnd: memberships.currentPeriodEnd,
      suspendedAt: users.suspendedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.creatorId))
    .where(
      and(
        isNotNull(users.suspendedAt),
        // A paused membership would bill again when its pause ends: it ends too.
        or(inArray(memberships.tier, paidTiers), isNotNull(memberships.pausedTier)),
        eq(memberships.cancelAtPeriodEnd, false),
        grantsAccess(),
        afterId ? gt(memberships.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(memberships.id))
    .limit(limit);
}

/** The notice in the bell and by email, once per membership and suspension. */
async function tellMember(deps: BillingDeps, membership: Pending) {
  const creator = await namedUser(deps.db, membership.creatorId);
  const endsAt = membership.currentPeriodEnd?.toISOString() ?? null;
  const dedupeKey = `creator_suspended:${membership.id}:${membership.suspendedAt?.getTime() ?? 0}`;
  if (!(await notify(deps.db, membership.followerId, "creator_suspended", { creator, endsAt }, dedupeKey))) return;
  const [member] = await deps.db
    .select({ email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(eq(users.id, membership.followerId));
  if (!member) return;
  const manageUrl = `${deps.config.publicUrl}/dashboard/follower/subscriptions`;
  // Sent once, after the notice is stored; a failed send is logged, the notice in the bell stays.
  await deps.mailer
    .send(
      creatorSuspendedEmail(
        recipientLanguage(member.language),
        member.email,
        { username: member.username, creator: creator.username, endsAt },
        manageUrl,
      ),
    )
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, membershipId: membership.id }, "creator-suspended email not sent"),
    );
}

async function endAtPeriodEnd(deps: BillingDeps, membership: Pending) {
  const pair = and(eq(memberships.followerId, membership.followerId), eq(memberships.creatorId, membership.creatorId));
  // Told first: should the provider fail, the next round cancels again and the notice is not repeated.
  await tellMember(deps, membership);
  const live = await deps.db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.followerId, membership.followerId),
        eq(subscriptions.creatorId, membership.creatorId),
        eq(subscriptions.provider, deps.payments.name),
        inArray(subscriptions.status, liveSubscriptionStatuses),
      ),
    );
  for (const { subscriptionId } of live) {
    await deps.payments.cancelAtPeriodEnd(subscriptionId);
    await syncSubscription(deps, subscriptionId);
  }
  // A paid membership with no subscription here (made before payments, or at another provider) just runs out.
  if (live.length === 0) await deps.db.update(memberships).set({ cancelAtPeriodEnd: true }).where(pair);
}

/** One round of the job; answers how many memberships it set to end. */
export async function endSuspendedCreatorMemberships(deps: BillingDeps, batchSize = BATCH_SIZE) {
  const stopAt = Date.now() + ROUND_BUDGET_MS;
  let done = 0;
  let afterId: string | null = null;
  while (Date.now() < stopAt) {
    const batch = await pendingMemberships(deps, afterId, batchSize);
    for (const membership of batch) {
      try {
        await endAtPeriodEnd(deps, membership);
        done++;
      } catch (error) {
        // The others go on; this one stays on the list for the next round.
        deps.logger.warn(
          { err: error, membershipId: membership.id },
          "membership of a suspended creator not ended yet",
        );
      }
    }
    if (batch.length < batchSize) return done;
    afterId = batch.at(-1)!.id;
  }
  return done;
}
