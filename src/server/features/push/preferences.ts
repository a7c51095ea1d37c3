// Each user's push choices: one row, or the defaults (every kind on, no quiet hours) when none.
import { eq } from "drizzle-orm";
import { defaultPushPreferences, type PushPreferences, type PushPreferencesPatch } from "../../../domain/push";
import type { Queryable } from "../../db/client";
import { pushPreferences } from "../../db/schema";

type Row = typeof pushPreferences.$inferSelect;

export const preferencesOf = (row: Row | undefined): PushPreferences =>
  row
    ? {
        messages: row.messages,
        posts: row.posts,
        liveSessions: row.liveSessions,
        payments: row.payments,
        coachComments: row.coachComments,
        quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
        timeZone: row.timeZone,
      }
    : defaultPushPreferences;

export async function getPushPreferences(db: Queryable, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return preferencesOf(row);
}

export async function setPushPreferences(
  db: Queryable,
  userId: string,
  patch: PushPreferencesPatch,
): Promise<PushPreferences> {
  const { quietHours, ...rest } = patch;
  const changes = {
    ...rest,
    ...(quietHours !== undefined && { quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null }),
  };
  // An empty change has nothing to set, and an upsert with nothing to set is refused.
  if (Object.keys(changes).length === 0) return getPushPreferences(db, userId);
  const { quietHours: defaultQuiet, ...defaults } = defaultPushPreferences;
  const [row] = await db
    .insert(pushPreferences)
    .values({ userId, ...defaults, quietStart: defaultQuiet?.start, quietEnd: defaultQuiet?.end, ...changes })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: changes })
    .returning();
  return preferencesOf(row);
}
