// Scheduling and running live sessions: the creator schedules, edits and cancels; a session goes
// live when the creator's stream arrives and ends when the creator ends it. Members list the
// upcoming and live sessions of the creators they belong to.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import {
  LIVE_EARLY_START_MINUTES,
  startTimeProblem,
  type LiveSessionInput,
  type LiveSessionUpdate,
  type LiveSessionView,
} from "../../../domain/live-sessions";
import type { Database } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { liveSessions, memberships, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { canAccessTier, type Tier } from "../../../domain/memberships";
import { ownSession, sessionColumns, type LiveSessionRow } from "./access";
import { announceScheduled, announceStarted, hintSession } from "./announce";
import { hashStreamKey, newStreamKey } from "./stream-keys";
import type { LiveNow } from "./studio";

function checkStartTime(startsAt: string) {
  const problem = startTimeProblem(new Date(startsAt));
  if (problem) {
    throw new AppError("validation_failed", 400, "This start time cannot be scheduled.", {
      fields: { startsAt: problem },
    });
  }
}

export function sessionView(
  row: LiveSessionRow,
  options: { isOwner: boolean; canWatch: boolean; now?: LiveNow },
): LiveSessionView {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    requiredTier: row.requiredTier,
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    creator: { username: row.creatorUsername, name: row.creatorName },
    canWatch: options.canWatch,
    isOwner: options.isOwner,
    viewerCount: options.isOwner ? (options.now?.viewerCount ?? 0) : null,
    isStreamArriving: options.isOwner ? (options.now?.isStreamArriving ?? false) : null,
    keepReplay: options.isOwner ? row.keepReplay : null,
    replayPostId: row.replayPostId,
  };
}

/** A new session; members of its tier are told. The stream key for OBS is shown this once. */
export async function scheduleSession(db: Database, creatorId: string, input: LiveSessionInput) {
  checkStartTime(input.startsAt);
  const streamKey = newStreamKey();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liveSessions)
      .values({
        creatorId,
        title: input.title,
        startsAt: new Date(input.startsAt),
        durationMinutes: input.durationMinutes,
        requiredTier: input.requiredTier,
        streamKeyHash: hashStreamKey(streamKey),
      })
      .returning();
    if (!row) throw new Error("The live session was not saved.");
    await announceScheduled(tx, row);
    return row.id;
  });
  const session = await ownSession(db, id, creatorId);
  return { session: sessionView(session, { isOwner: true, canWatch: true }), streamKey };
}

const notEditable = () =>
  new AppError("live_session_not_editable", 409, "Only a session that has not started can be changed.");

/** Title, time, length or tier of a session not started yet; members of a new tier are told. */
export async function updateSession(db: Database, creatorId: string, sessionId: string, input: LiveSessionUpdate) {
  const before = await ownSession(db, sessionId, creatorId);
  if (before.status !== "scheduled") throw notEditable();
  if (input.startsAt) checkStartTime(input.startsAt);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveSessions)
      .set({
        title: input.title,
        startsAt: input.startsAt ? new Date(input.startsAt) : undefined,
        durationMinutes: input.durationMinutes,
        requiredTier: input.requiredTier,
      })
      .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.status, "scheduled")))
      .returning();
    if (!row) throw notEditable();
    // Members a lower tier now lets in hear of it; those told already are not told twice.
    await announceScheduled(tx, row);
  });
  return sessionView(await ownSession(db, sessionId, creatorId), { isOwner: true, canWatch: true });
}

export async function cancelSession(db: Database, creatorId: string, sessionId: string) {
  await ownSession(db, sessionId, creatorId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveSessions)
      .set({ status: "cancelled" })
      .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.status, "scheduled")))
      .returning({ id: liveSessions.id });
    if (!row) throw notEditable();
    await hintSession(tx, creatorId);
  });
  return sessionView(await ownSession(db, sessionId, creatorId), { isOwner: true, canWatch: true });
}

/** Checks the creator may start streaming this session now: scheduled (from a little before) or live. */
export function checkCanGoLive(session: LiveSessionRow, now = Date.now()) {
  if (session.status === "live") return;
  if (session.status !== "scheduled") {
    throw new AppError("live_session_over", 409, "This live session has ended or was cancelled.");
  }
  if (session.startsAt.getTime() - now > LIVE_EARLY_START_MINUTES * 60_000) {
    throw new AppError("live_session_too_early", 409, "This live session can start 30 minutes before its time.");
  }
}

/** The stream arrived: the session is live and its members are told (once). */
export async function markLive(db: Database, session: LiveSessionRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveSessions)
      .set({ status: "live", startedAt: sql`now()` })
      .where(and(eq(liveSessions.id, session.id), eq(liveSessions.status, "scheduled")))
      .returning();
    if (row) await announceStarted(tx, row);
  });
}

/** The creator's sessions: upcoming and live first (soonest first), then past ones (newest first). */
export async function listOwnSessions(db: Database, creatorId: string, liveNowOf: (id: string) => LiveNow) {
  const rows = await db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.creatorId))
    .where(eq(liveSessions.creatorId, creatorId))
    .orderBy(
      sql`case when ${liveSessions.status} in ('scheduled', 'live') then 0 else 1 end`,
      sql`case when ${liveSessions.status} in ('scheduled', 'live') then ${liveSessions.startsAt} end asc`,
      desc(liveSessions.startsAt),
      asc(liveSessions.id),
    )
    .limit(100);
  return rows.map((row) => sessionView(row, { isOwner: true, canWatch: true, now: liveNowOf(row.id) }));
}

/**
 * Live and upcoming sessions of the creators the member belongs to (any tier: a lower tier sees
 * what it would take), soonest first; a scheduled session is listed until its time has passed by
 * its length.
 */
export async function listUpcomingSessions(db: Database, viewerId: string) {
  const rows = await db
    .select({ ...sessionColumns, tier: memberships.tier })
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.creatorId))
    .innerJoin(
      memberships,
      and(eq(memberships.creatorId, liveSessions.creatorId), eq(memberships.followerId, viewerId), grantsAccess()),
    )
    .where(
      and(
        isNull(users.suspendedAt),
        or(
          eq(liveSessions.status, "live"),
          and(
            inArray(liveSessions.status, ["scheduled"]),
            gt(sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`, sql`now()`),
          ),
        ),
      ),
    )
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
    .limit(50);
  return rows.map((row) =>
    sessionView(row, { isOwner: false, canWatch: canAccessTier(row.requiredTier, row.tier as Tier) }),
  );
}
