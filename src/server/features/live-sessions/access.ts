// Who may see, watch and chat in a live session, decided on every request from the viewer's
// membership: members of the creator at any tier see it exists (a lower tier learns what it takes),
// members at the session's tier or above watch and chat, the creator runs it. Everyone else: 404.
import { and, eq, isNull } from "drizzle-orm";
import { canAccessTier, type Tier } from "../../../domain/memberships";
import type { LiveSessionStatus } from "../../../domain/live-sessions";
import type { Database } from "../../db/client";
import { liveSessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { viewerTierFor } from "../memberships";

export interface LiveSessionRow {
  id: string;
  creatorId: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  requiredTier: Tier;
  status: LiveSessionStatus;
  keepReplay: boolean;
  recordingKey: string | null;
  replayPostId: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  creatorUsername: string;
  creatorName: string;
}

export interface SessionAccess {
  session: LiveSessionRow;
  isOwner: boolean;
  canWatch: boolean;
}

export const liveSessionNotFound = () =>
  new AppError("live_session_not_found", 404, "This live session does not exist.");

export const sessionColumns = {
  id: liveSessions.id,
  creatorId: liveSessions.creatorId,
  title: liveSessions.title,
  startsAt: liveSessions.startsAt,
  durationMinutes: liveSessions.durationMinutes,
  requiredTier: liveSessions.requiredTier,
  status: liveSessions.status,
  keepReplay: liveSessions.keepReplay,
  recordingKey: liveSessions.recordingKey,
  replayPostId: liveSessions.replayPostId,
  startedAt: liveSessions.startedAt,
  endedAt: liveSessions.endedAt,
  creatorUsername: users.username,
  creatorName: users.name,
};

/** The session with its creator's names; a suspended creator's sessions are gone. */
export async function findSession(db: Database, sessionId: string): Promise<LiveSessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.creatorId))
    .where(and(eq(liveSessions.id, sessionId), isNull(users.suspendedAt)));
  return row ?? null;
}

/** The session as this signed-in viewer may see it, or 404 when they may not know of it. */
export async function sessionFor(db: Database, sessionId: string, viewerId: string): Promise<SessionAccess> {
  const session = await findSession(db, sessionId);
  if (!session) throw liveSessionNotFound();
  if (session.creatorId === viewerId) return { session, isOwner: true, canWatch: true };
  const tier = await viewerTierFor(db, viewerId, session.creatorId);
  if (tier === null) throw liveSessionNotFound();
  return { session, isOwner: false, canWatch: canAccessTier(session.requiredTier, tier) };
}

/** Watching and chatting: a member below the session's tier is told which tier it takes. */
export function requireWatch(access: SessionAccess) {
  if (!access.canWatch) {
    throw new AppError("live_tier_required", 403, "This live session is for a higher tier.", {
      requiredTier: access.session.requiredTier,
    });
  }
}

/** The creator's own session, or 404 (another creator's sessions are not theirs to know of). */
export async function ownSession(db: Database, sessionId: string, creatorId: string) {
  const session = await findSession(db, sessionId);
  if (!session || session.creatorId !== creatorId) throw liveSessionNotFound();
  return session;
}
