// The email a paying member gets when the creator they pay is suspended, in the member's
// language: nothing renews, and when the paid period ends.
import type { Language } from "../../../domain/languages";
import type { MailMessage } from "../../adapters/mail";
import { emailDay } from "../../lib/email/format";
import { inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import { emailText } from "../../lib/email/text";

export interface CreatorSuspendedFacts {
  username: string;
  creator: string;
  endsAt: string | null;
}

export function creatorSuspendedEmail(
  language: Language,
  to: string,
  facts: CreatorSuspendedFacts,
  manageUrl: string,
): MailMessage {
  const lines = [
    emailText(language, "creatorSuspended.intro", { username: facts.username, creator: facts.creator }),
    facts.endsAt
      ? emailText(language, "creatorSuspended.endsOn", { date: emailDay(language, facts.endsAt) })
      : emailText(language, "creatorSuspended.noEnd"),
  ];
  const manage = { label: emailText(language, "creatorSuspended.action"), url: manageUrl };
  return inLanguage(language, {
    to,
    subject: emailText(language, "creatorSuspended.subject", { creator: facts.creator }),
    text: `${lines.join("\n")}\n\n${textLink(language, manage)}`,
    body: `${paragraphs(lines)}${linkParagraph(manage)}`,
  });
}
