// Mail to the platform's owners (OWNER_EMAILS) about something waiting in their queue, each in
// the language of the owner's account (English for an address with no account). A failed send
// is logged, never thrown: the report it tells of is already stored.
import { inArray, sql } from "drizzle-orm";
import type { Language } from "../../../domain/languages";
import { users } from "../../db/schema";
import type { AppDeps } from "../../context";
import { inLanguage, paragraphs } from "../../lib/email/layout";
import { recipientLanguage } from "../../lib/email/text";

export type OwnerMailDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

export interface OwnerMail {
  subject: string;
  lines: string[];
}

/** The stored language of each owner address that has an account. */
async function ownerLanguages(deps: OwnerMailDeps): Promise<Map<string, string>> {
  const rows = await deps.db
    .select({ email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...deps.config.ownerEmails]));
  return new Map(rows.map((row) => [row.email, row.language]));
}

export async function mailOwners(deps: OwnerMailDeps, write: (language: Language) => OwnerMail) {
  const owners = deps.config.ownerEmails;
  if (owners.length === 0) return;
  const languages = await ownerLanguages(deps).catch((error: unknown) => {
    deps.logger.warn({ err: error }, "owners' languages not read; their report email goes in English");
    return new Map<string, string>();
  });
  for (const owner of owners) {
    const language = recipientLanguage(languages.get(owner.toLowerCase()));
    const { subject, lines } = write(language);
    await deps.mailer
      .send(inLanguage(language, { to: owner, subject, text: lines.join("\n"), body: paragraphs(lines) }))
      .catch((error: unknown) =>
        deps.logger.warn({ err: error }, "report email to an owner not sent; the report is stored"),
      );
  }
}
