// Memberships: a follower's tier with a creator, the free follow and unfollow,
// and ratings. Other features ask `viewerTierFor` to decide access.
import { and, count, eq, inArray, or, gt, isNull, sql } from "drizzle-orm";
import { accessStatuses, effectiveTier, type Tier } from "../../../domain/memberships";
import type { Database, Queryable } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { creatorProfiles, creatorRatings, memberships, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUsername } from "../../lib/ids";
import { notifyMilestones } from "../notifications/milestones";
import { namedUser, notify } from "../notifications/notify";

/** SQL twin of effectiveTier: the membership grants its tier right now. */
export const grantsAccess = () =>
  and(inArray(memberships.status, accessStatuses), or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, sql`now()`)));

/** The tier the viewer holds with the creator right now, or null. */
const viewerMembership = preparedQuery((db) =>
  db
    .select({ tier: memberships.tier, status: memberships.status, currentPeriodEnd: memberships.currentPeriodEnd })
    .from(memberships)
    .where(and(eq(memberships.followerId, sql.placeholder("viewerId")), eq(memberships.creatorId, sql.placeholder("creatorId"))))
    .prepare("viewer_membership"),
);

export async function viewerTierFor(db: Database, viewerId: string | undefined, creatorId: string): Promise<Tier | null> {
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
    })
    .where(eq(creatorProfiles.userId, creatorId))
    .returning({ count: creatorProfiles.subscriberCount });
  if (before && after) await notifyMilestones(db, creatorId, before.count, after.count);
}

export async function findCreatorId(db: Database, username: string) {
  if (!isUsername(username)) throw new AppError("creator_not_found", 404, "Influencer not found");
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), eq(users.role, "influencer")));
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  return creator.id;
}

/** Follow free: an active rookie membership that never expires. Following again changes nothing. */
export async function followFree(db: Database, followerId: string, creatorId: string) {
  if (followerId === creatorId) throw new AppError("cannot_follow_self", 400, "You cannot follow yourself.");
  await db.transaction(async (tx) => {
    const followed = await tx
      .insert(memberships)
      .values({ followerId, creatorId, tier: "rookie", status: "active", currentPeriodEnd: null })
      .onConflictDoNothing()
      .returning({ id: memberships.id });
    if (followed.length > 0) await notify(tx, creatorId, "new_subscriber", { follower: await namedUser(tx, followerId), tier: "rookie" });
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
    await tx.delete(memberships).where(and(eq(memberships.followerId, followerId), eq(memberships.creatorId, creatorId)));
    await recountMembers(tx, creatorId);
  });
}

/** A member rates the creator 1-5; rating again replaces the earlier rating. */
export async function rateCreator(db: Database, followerId: string, creatorId: string, stars: number) {
  if (!(await viewerTierFor(db, followerId, creatorId))) {
    throw new AppError("membership_required", 403, "Only members can rate this creator.");
  }
  await db
    .insert(creatorRatings)
    .values({ followerId, creatorId, stars })
    .onConflictDoUpdate({ target: [creatorRatings.followerId, creatorRatings.creatorId], set: { stars, updatedAt: new Date() } });
}

const creatorRating = preparedQuery((db) =>
  db
    .select({
      average: sql<string | null>`avg(${creatorRatings.stars})`,
      ratings: count(),
      // The viewer's own stars, in the same pass (null for a visitor or a viewer who has not rated).
      viewerStars: sql<number | null>`max(${creatorRatings.stars}) filter (where ${creatorRatings.followerId} = ${sql.placeholder("viewerId")})`,
    })
    .from(creatorRatings)
    // Only members who still hold a membership count: a follower who left takes the rating along.
    .innerJoin(memberships, and(eq(memberships.followerId, creatorRatings.followerId), eq(memberships.creatorId, creatorRatings.creatorId)))
    .where(and(eq(creatorRatings.creatorId, sql.placeholder("creatorId")), grantsAccess()))
    .prepare("creator_rating"),
);

export async function ratingOf(db: Database, creatorId: string, viewerId?: string) {
  const [summary] = await creatorRating(db).execute({ creatorId, viewerId: viewerId ?? null });
  return {
    averageRating: summary?.average ? Math.round(Number(summary.average) * 10) / 10 : null,
    ratingCount: summary?.ratings ?? 0,
    viewerStars: summary?.viewerStars ?? null,
  };
}
