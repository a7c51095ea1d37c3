// Figures for the follower and influencer dashboards.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { imageUrls } from "../../../domain/images";
import { summarizeMemberships } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { memberships, posts, postViews, profiles, users } from "../../db/schema";
import { creatorRevenueThisMonth } from "../billing";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { grantsAccess } from "../../db/membership-access";
import { ratingOf } from "../memberships";

const isActive = grantsAccess();

export async function followerStats(db: Database, followerId: string) {
  const [rows, [watched]] = await Promise.all([
    db
      .select({ tier: memberships.tier })
      .from(memberships)
      .where(and(eq(memberships.followerId, followerId), isActive)),
    // Posts viewed since Monday (UTC); a view is already one per post per day.
    db
      .select({ views: count() })
      .from(postViews)
      .where(
        and(
          eq(postViews.viewerId, followerId),
          sql`${postViews.day} >= date_trunc('week', now() at time zone 'utc')::date`,
        ),
      ),
  ]);
  return {
    activeSubscriptions: rows.length,
    membershipStatus: summarizeMemberships(rows.map((row) => row.tier)),
    contentWatchedThisWeek: watched?.views ?? 0,
  };
}

export async function influencerMetrics(db: Database, creatorId: string) {
  const [byTier, revenue, rating, [views]] = await Promise.all([
    db
      .select({ tier: memberships.tier, members: count() })
      .from(memberships)
      .where(and(eq(memberships.creatorId, creatorId), isActive))
      .groupBy(memberships.tier),
    // What members actually paid this month, refunds and disputes taken off: the ledger, not list prices.
    creatorRevenueThisMonth(db, creatorId),
    ratingOf(db, creatorId),
    db
      .select({ total: sql<number>`coalesce(sum(${posts.viewCount}), 0)::int` })
      .from(posts)
      .where(eq(posts.creatorId, creatorId)),
  ]);
  const membersByTier = { rookie: 0, pro: 0, all_star: 0 };
  for (const { tier, members } of byTier) membersByTier[tier] = members;
  return {
    totalSubscribers: byTier.reduce((sum, { members }) => sum + members, 0),
    membersByTier,
    monthlyRevenue: revenue,
    contentViews: views?.total ?? 0,
    averageRating: rating.averageRating,
    ratingCount: rating.ratingCount,
  };
}

export async function listSubscribers(db: Database, creatorId: string, cursor?: string, limit = 30) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      id: memberships.id,
      cursorTime: cursorTime(memberships.createdAt),
      username: users.username,
      avatarKey: profiles.avatarKey,
      tier: memberships.tier,
      since: memberships.createdAt,
      renewsAt: memberships.currentPeriodEnd,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.followerId))
    .leftJoin(profiles, eq(profiles.userId, memberships.followerId))
    .where(
      and(
        eq(memberships.creatorId, creatorId),
        isActive,
        after ? afterCursor(memberships.createdAt, memberships.id, after) : undefined,
      ),
    )
    .orderBy(desc(memberships.createdAt), desc(memberships.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    subscribers: page.map((row) => ({
      username: row.username,
      avatarUrls: imageUrls("avatar", row.avatarKey),
      tier: row.tier,
      since: row.since.toISOString(),
      renewsAt: row.tier === "rookie" ? null : (row.renewsAt?.toISOString() ?? null),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}
