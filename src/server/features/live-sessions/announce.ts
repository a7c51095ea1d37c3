// Telling members about a session: a notification to each member at its tier or above when it is
// scheduled and when it starts, and live hints so open pages of the session read it again.
import { and, eq, inArray, sql } from "drizzle-orm";
import { tierRank, tiers, type Tier } from "../../../domain/memberships";
import { publishHint } from "../../adapters/events/hints";
import type { Queryable } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { memberships, notifications } from "../../db/schema";
import type { NotificationFacts } from "../../../domain/notifications";
import { namedUser } from "../notifications";

/** Members whose tier opens the session, right now. */
export async function watchersOf(db: Queryable, creatorId: string, requiredTier: Tier) {
  const rows = await db
    .select({ id: memberships.followerId })
    .from(memberships)
    .where(
      and(
        eq(memberships.creatorId, creatorId),
        inArray(
          memberships.tier,
          tiers.filter((tier) => tierRank(tier) >= tierRank(requiredTier)),
        ),
        grantsAccess(),
      ),
    )
    .orderBy(sql`${memberships.followerId}`);
  return rows.map((row) => row.id);
}

/** Every member of the creator (any tier sees the session exists) and the creator: pages read again. */
export async function hintSession(db: Queryable, creatorId: string) {
  const rows = await db
    .select({ id: memberships.followerId })
    .from(memberships)
    .where(and(eq(memberships.creatorId, creatorId), grantsAccess()));
  await publishHint(db, [creatorId, ...rows.map((row) => row.id)], ["live_sessions"]);
}

/** A chat change: only those who may watch (and the creator) have the chat open, so only they refetch. */
export async function hintChat(db: Queryable, session: { creatorId: string; requiredTier: Tier }) {
  const watchers = await watchersOf(db, session.creatorId, session.requiredTier);
  await publishHint(db, [session.creatorId, ...watchers], ["live_sessions"]);
}

interface Announced {
  id: string;
  creatorId: string;
  title: string;
  startsAt: Date;
  requiredTier: Tier;
}

// Rows per insert: a creator with thousands of members is told in a few statements, not thousands.
const CHUNK = 500;

/** One notification per member who may watch, once per session and kind (the dedupe key). */
async function notifyWatchers<Type extends "live_session_scheduled" | "live_session_started">(
  db: Queryable,
  session: Announced,
  type: Type,
  data: NotificationFacts[Type],
) {
  const userIds = await watchersOf(db, session.creatorId, session.requiredTier);
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const rows = userIds
      .slice(start, start + CHUNK)
      .map((userId) => ({ userId, type, data, dedupeKey: `${type}:${session.id}` }));
    await db.insert(notifications).values(rows).onConflictDoNothing();
  }
  if (userIds.length > 0) await publishHint(db, userIds, ["notifications"]);
}

export async function announceScheduled(db: Queryable, session: Announced) {
  const creator = await namedUser(db, session.creatorId);
  const facts = { creator, sessionId: session.id, title: session.title, startsAt: session.startsAt.toISOString() };
  await notifyWatchers(db, session, "live_session_scheduled", facts);
  await hintSession(db, session.creatorId);
}

export async function announceStarted(db: Queryable, session: Announced) {
  const creator = await namedUser(db, session.creatorId);
  await notifyWatchers(db, session, "live_session_started", { creator, sessionId: session.id, title: session.title });
  await hintSession(db, session.creatorId);
}
