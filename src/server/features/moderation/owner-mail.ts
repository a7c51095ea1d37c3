// Mail to the platform's owners (OWNER_EMAILS) about something waiting in their queue. A failed
// send is logged, never thrown: the report it tells of is already stored.
import type { AppDeps } from "../../lib/context";
import { escapeHtml } from "../../lib/html";

export type OwnerMailDeps = Pick<AppDeps, "mailer" | "logger" | "config">;

export async function mailOwners(deps: OwnerMailDeps, subject: string, lines: string[]) {
  for (const owner of deps.config.ownerEmails) {
    await deps.mailer
      .send({ to: owner, subject, text: lines.join("\n"), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") })
      .catch((error: unknown) => deps.logger.warn({ err: error }, "report email to an owner not sent; the report is stored"));
  }
}
