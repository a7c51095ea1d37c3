// Memberships straight into the database, for tests that need followers at given tiers.
import { memberships } from "../../src/server/db/schema";
import type { Tier } from "../../src/domain/memberships";
import { recountMembers } from "../../src/server/features/memberships/service";
import type { TestApp } from "./test-app";

export async function createMembership(
  t: TestApp,
  followerId: string,
  creatorId: string,
  tier: Tier,
  overrides: { status?: "active" | "past_due" | "canceled"; currentPeriodEnd?: Date | null } = {},
) {
  const monthFromNow = new Date(Date.now() + 30 * 86_400_000);
  await t.db.insert(memberships).values({
    followerId,
    creatorId,
    tier,
    status: overrides.status ?? "active",
    currentPeriodEnd:
      overrides.currentPeriodEnd !== undefined ? overrides.currentPeriodEnd : tier === "rookie" ? null : monthFromNow,
  });
  await recountMembers(t.db, creatorId);
}
