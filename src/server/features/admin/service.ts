// Platform figures for the owner dashboard.
import { and, count, eq, sql } from "drizzle-orm";
import { splitRevenue } from "../../../domain/money";
import type { Database } from "../../db/client";
import { creatorProfiles, memberships, users } from "../../db/schema";
import { grantsAccess } from "../memberships/service";

export async function platformFigures(db: Database) {
  const [[creators], [followers], [members]] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, "influencer")),
    db.select({ value: count() }).from(users).where(eq(users.role, "follower")),
    db
      .select({
        active: count(),
        paid: sql<number>`count(*) filter (where ${memberships.tier} <> 'rookie')::int`,
        grossCents: sql<number>`coalesce(sum(case ${memberships.tier}
          when 'pro' then ${creatorProfiles.proPriceCents}
          when 'all_star' then ${creatorProfiles.allStarPriceCents}
          else 0 end), 0)::int`,
      })
      .from(memberships)
      .innerJoin(creatorProfiles, eq(creatorProfiles.userId, memberships.creatorId))
      .where(
        grantsAccess(),
      ),
  ]);
  const grossCents = members?.grossCents ?? 0;
  const { creatorCents, platformCents } = splitRevenue(grossCents);
  return {
    creators: creators?.value ?? 0,
    followers: followers?.value ?? 0,
    activeMemberships: members?.active ?? 0,
    paidMemberships: members?.paid ?? 0,
    monthlyGrossCents: grossCents,
    monthlyPlatformFeeCents: platformCents,
    monthlyCreatorNetCents: creatorCents,
  };
}
