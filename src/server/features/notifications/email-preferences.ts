// Which emails a user gets while away (no row: all of them), and the signed one-click
// unsubscribe links those emails carry (RFC 8058), which work without signing in.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailPreferenceKinds, type EmailPreferenceKind, type EmailPreferences } from "../../../domain/notifications";
import type { Queryable } from "../../db/client";
import { emailPreferences } from "../../db/schema";
import { AppError } from "../../lib/errors";

const columns = {
  messages: emailPreferences.messages,
  replies: emailPreferences.replies,
  payments: emailPreferences.payments,
  weeklyTips: emailPreferences.weeklyTips,
};

const defaults: EmailPreferences = { messages: true, replies: true, payments: true, weeklyTips: true };

export async function getEmailPreferences(db: Queryable, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select(columns).from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return row ?? defaults;
}

export async function setEmailPreferences(
  db: Queryable,
  userId: string,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  // An empty change ({}) has nothing to set, and an upsert with nothing to set is refused.
  if (Object.keys(changes).length === 0) return getEmailPreferences(db, userId);
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...defaults, ...changes })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: changes })
    .returning(columns);
  return row!;
}

/** Signs and checks unsubscribe tokens: `user.kind.signature`, no expiry (old emails keep working). */
export function unsubscribeTokens(secret: string) {
  const key = createHmac("sha256", secret).update("email-unsubscribe").digest();
  const signature = (userId: string, kind: EmailPreferenceKind) =>
    createHmac("sha256", key).update(`${userId}.${kind}`).digest("base64url");
  return {
    sign: (userId: string, kind: EmailPreferenceKind) =>
      `${Buffer.from(userId).toString("base64url")}.${kind}.${signature(userId, kind)}`,
    verify(token: string): { userId: string; kind: EmailPreferenceKind } {
      const [encodedUser, kind, given] = token.split(".");
      const userId = encodedUser ? Buffer.from(encodedUser, "base64url").toString() : "";
      const isKind = (emailPreferenceKinds as readonly string[]).includes(kind ?? "");
      if (userId && isKind && given) {
        const expected = Buffer.from(signature(userId, kind as EmailPreferenceKind));
        const actual = Buffer.from(given);
        if (expected.length === actual.length && timingSafeEqual(expected, actual))
          return { userId, kind: kind as EmailPreferenceKind };
      }
      throw new AppError("invalid_token", 400, "This unsubscribe link is not valid.");
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** The headers that let mail apps offer their own one-click unsubscribe button. */
export const listUnsubscribeHeaders = (apiUrl: string) => ({
  "List-Unsubscribe": `<${apiUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** Where an email's "stop these emails" link and its one-click header lead. */
export function unsubscribeLinks(
  publicUrl: string,
  tokens: UnsubscribeTokens,
  userId: string,
  kind: EmailPreferenceKind,
) {
  const token = encodeURIComponent(tokens.sign(userId, kind));
  return {
    page: `${publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${publicUrl}/api/email-preferences/unsubscribe?token=${token}`,
  };
}
