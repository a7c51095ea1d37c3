// The billing emails: a receipt for each payment, a note when a renewal fails, and a reminder
// before a free trial's first charge; written in the member's language when they are sent, with
// its dates and amounts.
import type { BillingInterval } from "../../../domain/billing-intervals";
import type { Language } from "../../../domain/languages";
import { tierNames, type Tier } from "../../../domain/memberships";
import type { MailMessage } from "../../adapters/mail";
import { listUnsubscribeHeaders } from "../notifications";
import { emailDay, emailMoney } from "../../lib/email/format";
import { footerLink, inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import { emailText } from "../../lib/email/text";

export interface ReceiptFacts {
  username: string;
  creator: string;
  tier: Tier;
  amountCents: number;
  paidAt: string;
  invoiceNumber: string | null;
  renewsAt: string | null;
}

export function receiptEmail(language: Language, to: string, facts: ReceiptFacts, manageUrl: string): MailMessage {
  const plan = `${facts.creator} · ${tierNames[facts.tier]}`;
  const lines = [
    emailText(language, "receipt.thanks", { username: facts.username }),
    emailText(language, "receipt.paid", {
      plan,
      amount: emailMoney(language, facts.amountCents),
      date: emailDay(language, facts.paidAt),
    }),
    facts.invoiceNumber ? emailText(language, "receipt.invoice", { invoice: facts.invoiceNumber }) : null,
    facts.renewsAt ? emailText(language, "receipt.renews", { date: emailDay(language, facts.renewsAt) }) : null,
  ].filter((line): line is string => line !== null);
  const manage = { label: emailText(language, "receipt.manage"), url: manageUrl };
  return inLanguage(language, {
    to,
    subject: emailText(language, "receipt.subject", { plan }),
    text: `${lines.join("\n")}\n\n${textLink(language, manage)}`,
    body: `${paragraphs(lines)}${linkParagraph(manage)}`,
  });
}

export interface PaymentFailedFacts {
  username: string;
  creator: string;
  tier: Tier;
  amountCents: number;
}

/** Payment-problem emails can be turned off: a link in the text and the one-click header. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

export function paymentFailedEmail(
  language: Language,
  to: string,
  facts: PaymentFailedFacts,
  fixUrl: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const plan = `${facts.creator} · ${tierNames[facts.tier]}`;
  const intro = emailText(language, "paymentFailed.intro", {
    username: facts.username,
    amount: emailMoney(language, facts.amountCents),
    plan,
  });
  const outro = emailText(language, "paymentFailed.outro");
  const fix = { label: emailText(language, "paymentFailed.action"), url: fixUrl };
  const stop = { label: emailText(language, "paymentFailed.unsubscribe"), url: unsubscribe.page };
  return inLanguage(language, {
    to,
    subject: emailText(language, "paymentFailed.subject", { plan }),
    text: `${intro}\n${outro}\n\n${textLink(language, fix)}\n\n${textLink(language, stop)}`,
    body: `${paragraphs([intro, outro])}${linkParagraph(fix)}${footerLink(stop)}`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  });
}

export interface TrialEndingFacts {
  username: string;
  creator: string;
  tier: Tier;
  /** Left out by reminders queued before yearly plans: those were monthly. */
  interval?: BillingInterval;
  amountCents: number;
  chargesAt: string;
}

/** Sent days before a trial's first charge, so nobody is charged by surprise. */
export function trialEndingEmail(
  language: Language,
  to: string,
  facts: TrialEndingFacts,
  subscriptionsUrl: string,
): MailMessage {
  const plan = `${facts.creator} · ${tierNames[facts.tier]}`;
  const date = emailDay(language, facts.chargesAt);
  const lines = [
    emailText(language, "trialEnding.intro", { username: facts.username, plan, date }),
    emailText(language, facts.interval === "year" ? "trialEnding.chargeYearly" : "trialEnding.charge", {
      amount: emailMoney(language, facts.amountCents),
      date,
    }),
    emailText(language, "trialEnding.cancel"),
  ];
  const manage = { label: emailText(language, "trialEnding.action"), url: subscriptionsUrl };
  return inLanguage(language, {
    to,
    subject: emailText(language, "trialEnding.subject", { plan, date }),
    text: `${lines.join("\n")}\n\n${textLink(language, manage)}`,
    body: `${paragraphs(lines)}${linkParagraph(manage)}`,
  });
}
