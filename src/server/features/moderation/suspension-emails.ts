// The email a paying member gets when the creator they pay is suspended (English, like the other
// billing emails): nothing renews, and when the paid period ends.
import type { MailMessage } from "../../adapters/mail";
import { escapeHtml } from "../../lib/html";

export interface CreatorSuspendedFacts {
  username: string;
  creator: string;
  endsAt: string | null;
}

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export function creatorSuspendedEmail(to: string, facts: CreatorSuspendedFacts, manageUrl: string): MailMessage {
  const lines = [
    `Hi ${facts.username}, ${facts.creator}'s account was suspended by FitCreators, so their profile and posts are no longer available.`,
    facts.endsAt
      ? `Your membership will not renew: you will not be charged again, and it ends on ${day(facts.endsAt)}.`
      : "Your membership will not renew: you will not be charged again.",
  ];
  return {
    to,
    subject: `Your membership with ${facts.creator} will not renew`,
    text: `${lines.join("\n")}\n\nYour memberships: ${manageUrl}`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(manageUrl)}">Your memberships</a></p>`,
  };
}
