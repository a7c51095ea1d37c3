// Platform figures for the owner dashboard: members from memberships, money from the ledger.
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { platformRevenue } from "../billing/ledger";
import { grantsAccess } from "../memberships/service";

export async function platformFigures(db: Database) {
  const [[creators], [followers], [members], revenue] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, "influencer")),
    db.select({ value: count() }).from(users).where(eq(users.role, "follower")),
    db
      .select({ active: count(), paid: sql<number>`count(*) filter (where ${memberships.tier} <> 'rookie')::int` })
      .from(memberships)
      .where(grantsAccess()),
    platformRevenue(db),
  ]);
  return {
    creators: creators?.value ?? 0,
    followers: followers?.value ?? 0,
    activeMemberships: members?.active ?? 0,
    paidMemberships: members?.paid ?? 0,
    monthlyGrossCents: revenue.thisMonth.grossCents,
    monthlyPlatformFeeCents: revenue.thisMonth.platformFeeCents,
    monthlyCreatorNetCents: revenue.thisMonth.netCents,
    totalGrossCents: revenue.allTime.grossCents,
    totalPlatformFeeCents: revenue.allTime.platformFeeCents,
  };
}
