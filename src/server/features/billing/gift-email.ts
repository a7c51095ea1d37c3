// The email that brings a gift to its recipient: who gave it, what it gives, their message, and
// the link to redeem it. Written in the recipient's language when they have an account here, else
// in the one the buyer was using.
import type { Language } from "../../../domain/languages";
import { tierNames, type PaidTier } from "../../../domain/memberships";
import type { MailMessage } from "../../adapters/mail";
import { inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import { emailText } from "../../lib/email/text";

export interface GiftEmailFacts {
  /** The buyer's name; null once their account is gone. */
  from: string | null;
  creator: string;
  tier: PaidTier;
  months: number;
  message: string | null;
}

export function giftEmail(language: Language, to: string, facts: GiftEmailFacts, redeemUrl: string): MailMessage {
  const tier = tierNames[facts.tier];
  const length =
    facts.months === 1
      ? emailText(language, "gift.oneMonth")
      : emailText(language, "gift.months", { count: facts.months });
  const plan = `${facts.creator} · ${tier}`;
  const lines = [
    facts.from
      ? emailText(language, "gift.intro", { from: facts.from, length, creator: facts.creator, tier })
      : emailText(language, "gift.introAnonymous", { length, creator: facts.creator, tier }),
    facts.message ? emailText(language, "gift.message", { message: facts.message }) : null,
    emailText(language, "gift.redeem"),
  ].filter((line): line is string => line !== null);
  const redeem = { label: emailText(language, "gift.action"), url: redeemUrl };
  return inLanguage(language, {
    to,
    subject: facts.from
      ? emailText(language, "gift.subject", { from: facts.from, length, plan })
      : emailText(language, "gift.subjectAnonymous", { length, plan }),
    text: `${lines.join("\n")}\n\n${textLink(language, redeem)}`,
    body: `${paragraphs(lines)}${linkParagraph(redeem)}`,
  });
}
