// Live hints for a community: everyone who may read it (and its creator) refetches what is open.
// A hint carries no data, so each refetch goes through the access checks again.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { tierRank, tiers } from "../../../domain/memberships";
import { publishHint } from "../../adapters/events/hints";
import type { Queryable } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships } from "../../db/schema";
import { readSettings } from "./access";

/** Sent inside the writing transaction, so it goes out only once the change is committed. */
export async function hintCommunity(db: Queryable, creatorId: string, actorId: string) {
  const { readTier } = await readSettings(db, creatorId);
  const readingTiers = tiers.filter((tier) => tierRank(tier) >= tierRank(readTier));
  const readers = await db
    .select({ id: memberships.followerId })
    .from(memberships)
    .where(
      and(
        eq(memberships.creatorId, creatorId),
        inArray(memberships.tier, readingTiers),
        grantsAccess(),
        ne(memberships.followerId, actorId),
      ),
    )
    .orderBy(sql`${memberships.followerId}`);
  const users = readers.map((reader) => reader.id);
  if (creatorId !== actorId) users.push(creatorId);
  if (users.length > 0) await publishHint(db, users, ["community"]);
}
