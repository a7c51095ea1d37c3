// Memberships: a follower's tier with a creator, the free follow and unfollow,
// and ratings. Other features ask `viewerTierFor` to decide access.
import { and, eq, isNull, sql } from "drizzle-orm";
import { effectiveTier, type Tier, type MembershipSource } from "../../../domain/memberships";
import { averageRating, type RatingResult } from "../../../domain/ratings";
import type { Database, Queryable } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { creatorProfiles, creatorRatings, memberships, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUsername } from "../../lib/ids";
import { grantsAccess } from "../../db/membership-access";
import { notifyMilestones } from "../notifications";
import { namedUser, notify } from "../notifications";

/**
 * The creator's rating totals as SET values, counting only the ratings of followers whose
 * membership grants access now. Run after locking the creator's profile row, so the statement's
 * snapshot sees every change committed before it (two recounts cannot both miss the other's).
 */
const ratingTotals = (creatorId: string) => {
  const counted = sql`from ${creatorRatings} join ${memberships} on ${memberships.followerId} = ${creatorRatings.followerId} and ${memberships.creatorId} = ${creatorRatings.creatorId} where ${creatorRatings.creatorId} = ${creatorId} and ${grantsAccess()}`;
  return {
    ratingSum: sql`(select coalesce(sum(${creatorRatings.stars}), 0) ${counted})`,
    ratingCount: sql`(select count(*) ${counted})`,
  };
};

/** The tier the viewer holds with the creator right now, or null. */
const viewerMembership = preparedQuery((db) =>
  db
    .select({ tier: memberships.tier, status: memberships.status, currentPeriodEnd: memberships.currentPeriodEnd })
    .from(memberships)
    .where(
      and(
        eq(memberships.followerId, sql.placeholder("viewerId")),
        eq(memberships.creatorId, sql.placeholder("creatorId")),
      ),
    )
    .prepare("viewer_membership"),
);

export async function viewerTierFor(
  db: Database,
  viewerId: string | undefined,
  creatorId: string,
): Promise<Tier | null> {
  if (!viewerId) return null;
  const [membership] = await viewerMembership(db).execute({ viewerId, creatorId });
  return effectiveTier(membership);
}

/**
 * Recounts a creator's active members into the listing, in the same transaction as the change,
 * and tells the creator when the count first passes a milestone.
 */
export async function recountMembers(db: Queryable, creatorId: string) {
  const [before] = await db
    .select({ count: creatorProfiles.subscriberCount })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId))
    .for("update");
  const [after] = await db
    .update(creatorProfiles)
    .set({
      subscriberCount: sql`(select count(*) from ${memberships} where ${memberships.creatorId} = ${creatorId} and ${grantsAccess()})`,
      // A member who leaves takes their stars along; one who comes back brings them again.
      ...ratingTotals(creatorId),
    })
    .where(eq(creatorProfiles.userId, creatorId))
    .returning({ count: creatorProfiles.subscriberCount });
  if (before && after) await notifyMilestones(db, creatorId, before.count, after.count);
}

export async function findCreatorId(db: Database, username: string, { evenSuspended = false } = {}) {
  if (!isUsername(username)) throw new AppError("creator_not_found", 404, "Influencer not found");
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    // A suspended creator is unknown: no follows, checkouts, plan changes, messages or routines;
    // only leaving one stays possible.
    .where(
      and(
        eq(users.username, username.toLowerCase()),
        eq(users.role, "influencer"),
        evenSuspended ? undefined : isNull(users.suspendedAt),
      ),
    );
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  return creator.id;
}

/** Follow free: an active rookie membership that never expires. Following again changes nothing. */
export async function followFree(
  db: Database,
  followerId: string,
  creatorId: string,
  source: MembershipSource = "other",
) {
  if (followerId === creatorId) throw new AppError("cannot_follow_self", 400, "You cannot follow yourself.");
  await db.transaction(async (tx) => {
    const followed = await tx
      .insert(memberships)
      .values({ followerId, creatorId, tier: "rookie", status: "active", currentPeriodEnd: null, source })
      .onConflictDoNothing()
      .returning({ id: memberships.id });
    if (followed.length > 0)
      await notify(tx, creatorId, "new_subscriber", { follower: await namedUser(tx, followerId), tier: "rookie" });
    await recountMembers(tx, creatorId);
  });
  return { tier: (await viewerTierFor(db, followerId, creatorId)) ?? "rookie" };
}

/** Unfollow returns to no membership. A paid membership is ended through billing, not here. */
export async function unfollow(db: Database, followerId: string, creatorId: string) {
  await db.transaction(async (tx) => {
    const [membership] = await tx
      .select({ tier: memberships.tier, status: memberships.status, currentPeriodEnd: memberships.currentPeriodEnd })
      .from(memberships)
      .where(and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId)));
    if (!membership) return;
    const tier = effectiveTier(membership);
    if (tier === "pro" || tier === "all_star") {
      throw new AppError("paid_membership_active", 409, "Cancel your paid membership before unfollowing.");
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId)));
    await recountMembers(tx, creatorId);
  });
}

/** Recounts the creator's rating totals after a rating is set or removed; answers the new totals. */
async function recountRatings(tx: Queryable, creatorId: string) {
  await tx
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId))
    .for("update");
  const [totals] = await tx
    .update(creatorProfiles)
    .set(ratingTotals(creatorId))
    .where(eq(creatorProfiles.userId, creatorId))
    .returning({ sum: creatorProfiles.ratingSum, count: creatorProfiles.ratingCount });
  return { averageRating: averageRating(totals?.sum ?? 0, totals?.count ?? 0), ratingCount: totals?.count ?? 0 };
}

/** A member rates the creator 1-5; rating again replaces the earlier rating. */
export async function rateCreator(
  db: Database,
  followerId: string,
  creatorId: string,
  stars: number,
  comment?: string,
): Promise<RatingResult> {
  if (!(await viewerTierFor(db, followerId, creatorId))) {
    throw new AppError("membership_required", 403, "Only members can rate this creator.");
  }
  const { totals, saved } = await db.transaction(async (tx) => {
    const commentChange =
      comment === undefined
        ? {}
        : // A changed comment is no longer the text the creator chose to feature.
          {
            comment,
            featuredAt: sql`case when ${creatorRatings.comment} = excluded.comment then ${creatorRatings.featuredAt} end`,
          };
    const [row] = await tx
      .insert(creatorRatings)
      .values({ followerId, creatorId, stars, comment: comment ?? "" })
      .onConflictDoUpdate({
        target: [creatorRatings.followerId, creatorRatings.creatorId],
        set: { stars, ...commentChange, updatedAt: new Date() },
      })
      .returning({ comment: creatorRatings.comment });
    return { totals: await recountRatings(tx, creatorId), saved: row };
  });
  // The comment is answered when one was sent: it comes back as saved (trimmed).
  return { stars, ...(comment === undefined ? {} : { comment: saved?.comment ?? "" }), ...totals };
}

/** The follower takes their rating back (nothing to do when there is none). */
export async function removeRating(db: Database, followerId: string, creatorId: string): Promise<RatingResult> {
  const totals = await db.transaction(async (tx) => {
    await tx
      .delete(creatorRatings)
      .where(and(eq(creatorRatings.followerId, followerId), eq(creatorRatings.creatorId, creatorId)));
    return recountRatings(tx, creatorId);
  });
  return { stars: null, ...totals };
}

const storedTotals = preparedQuery((db) =>
  db
    .select({ sum: creatorProfiles.ratingSum, count: creatorProfiles.ratingCount })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, sql.placeholder("creatorId")))
    .prepare("creator_rating_totals"),
);

/** The creator's average and count, as kept on the profile by every rating and membership change. */
export async function ratingOf(db: Database, creatorId: string) {
  const [totals] = await storedTotals(db).execute({ creatorId });
  return { averageRating: averageRating(totals?.sum ?? 0, totals?.count ?? 0), ratingCount: totals?.count ?? 0 };
}
