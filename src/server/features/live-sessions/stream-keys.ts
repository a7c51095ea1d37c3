// Each session's stream key, what an encoder such as OBS publishes with: random, shown to the
// creator only when made, stored as its SHA-256 so a database read never reveals it.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { liveSessions, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { ownSession, sessionColumns, type LiveSessionRow } from "./access";

export const hashStreamKey = (key: string) => createHash("sha256").update(key).digest("hex");
export const newStreamKey = () => `live_${randomBytes(18).toString("base64url")}`;

/** The session a key belongs to; a suspended creator's keys no longer work. */
export async function findSessionByStreamKey(db: Database, key: string): Promise<LiveSessionRow | null> {
  if (!key.startsWith("live_") || key.length > 100) return null;
  const [row] = await db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.creatorId))
    .where(and(eq(liveSessions.streamKeyHash, hashStreamKey(key)), isNull(users.suspendedAt)));
  return row ?? null;
}

/**
 * A new key for a session that has not ended (the old one stops working; a stream already
 * running carries on). The creator who lost the key, or scheduled before RTMP was turned on.
 */
export async function renewStreamKey(db: Database, creatorId: string, sessionId: string) {
  await ownSession(db, sessionId, creatorId);
  const streamKey = newStreamKey();
  const [row] = await db
    .update(liveSessions)
    .set({ streamKeyHash: hashStreamKey(streamKey) })
    .where(and(eq(liveSessions.id, sessionId), inArray(liveSessions.status, ["scheduled", "live"])))
    .returning({ id: liveSessions.id });
  if (!row) throw new AppError("live_session_over", 409, "This live session has ended or was cancelled.");
  return { streamKey };
}
