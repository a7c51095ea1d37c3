// The account's language: chosen at sign-up and in the language switcher, read when an email is written.
import { eq } from "drizzle-orm";
import type { Language } from "../../../domain/languages";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { recipientLanguage } from "../../lib/email/text";

export async function getAccountLanguage(db: Queryable, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return recipientLanguage(row?.language);
}

export async function setAccountLanguage(db: Queryable, userId: string, language: Language): Promise<Language> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  return language;
}
