// A follower's memberships with the creators they belong to, for the dashboard and /subscriptions.
import { desc, eq } from "drizzle-orm";
import { imageUrls } from "../../../domain/images";
import { effectiveTier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { memberships, profiles, users } from "../../db/schema";

export async function listOwnMemberships(db: Database, followerId: string) {
  const rows = await db
    .select({
      username: users.username,
      avatarKey: profiles.avatarKey,
      tier: memberships.tier,
      status: memberships.status,
      currentPeriodEnd: memberships.currentPeriodEnd,
      cancelAtPeriodEnd: memberships.cancelAtPeriodEnd,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.creatorId))
    .leftJoin(profiles, eq(profiles.userId, memberships.creatorId))
    .where(eq(memberships.followerId, followerId))
    .orderBy(desc(memberships.createdAt));
  return rows.map((row) => ({
    creator: { username: row.username, avatarUrls: imageUrls("avatar", row.avatarKey) },
    tier: row.tier,
    status: row.status,
    isActive: effectiveTier(row) !== null,
    subscribedAt: row.createdAt.toISOString(),
    renewsAt: row.tier === "rookie" ? null : (row.currentPeriodEnd?.toISOString() ?? null),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  }));
}

export type OwnMembership = Awaited<ReturnType<typeof listOwnMemberships>>[number];
