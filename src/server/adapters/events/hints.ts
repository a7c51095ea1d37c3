// Live hints travel between app processes as PostgreSQL notifications. A hint is small: who
// should refetch what. It is sent with NOTIFY inside the writing transaction, so it goes out
// only when the change is committed, and to every process listening on the database.
import { sql } from "drizzle-orm";
import type { LiveTopic } from "../../../domain/notifications";
import type { Queryable } from "../../db/client";

export const HINT_CHANNEL = "fitcreators_live";

/** What a process hears: hints for users, or a session that ended (its streams close). */
export type HintMessage = { users: string[]; topics: LiveTopic[]; conversationId?: string } | { endedSession: string };

// NOTIFY payloads must stay under 8000 bytes; user ids are sent in chunks well below that.
const MAX_PAYLOAD_BYTES = 7000;

export function encodeHints(users: readonly string[], topics: LiveTopic[], conversationId?: string): string[] {
  const payloads: string[] = [];
  let chunk: string[] = [];
  const encode = (ids: string[]) => JSON.stringify({ users: ids, topics, conversationId });
  for (const user of users) {
    if (chunk.length > 0 && Buffer.byteLength(encode([...chunk, user])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(chunk));
      chunk = [];
    }
    chunk.push(user);
  }
  if (chunk.length > 0) payloads.push(encode(chunk));
  return payloads;
}

export function decodeHint(payload: string): HintMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<{
      users: unknown;
      topics: unknown;
      conversationId: unknown;
      endedSession: unknown;
    }>;
    if (typeof message.endedSession === "string") return { endedSession: message.endedSession };
    if (!Array.isArray(message.users) || !Array.isArray(message.topics)) return null;
    return {
      users: message.users.filter((id): id is string => typeof id === "string"),
      topics: message.topics as LiveTopic[],
      conversationId: typeof message.conversationId === "string" ? message.conversationId : undefined,
    };
  } catch {
    return null;
  }
}

/** Tells these users' open tabs what changed, once the surrounding transaction commits. */
export async function publishHint(
  db: Queryable,
  users: readonly string[],
  topics: LiveTopic[],
  conversationId?: string,
) {
  for (const payload of encodeHints(users, topics, conversationId)) {
    await db.execute(sql`select pg_notify(${HINT_CHANNEL}, ${payload})`);
  }
}

/** Closes the live streams of a session that signed out, in every process. */
export async function publishSessionEnded(db: Queryable, sessionId: string) {
  await db.execute(sql`select pg_notify(${HINT_CHANNEL}, ${JSON.stringify({ endedSession: sessionId })})`);
}
