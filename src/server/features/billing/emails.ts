// The billing emails: a receipt for each payment, and a note when a renewal fails.
import type { MailMessage } from "../../adapters/mail";
import { formatMoney } from "../../../domain/money";
import { escapeHtml } from "../../lib/html";
import { listUnsubscribeHeaders } from "../notifications/email-preferences";


const tierNames = { pro: "PRO", all_star: "ALL STAR", rookie: "Rookie" } as const;
const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

export interface ReceiptFacts {
  username: string;
  creator: string;
  tier: keyof typeof tierNames;
  amountCents: number;
  paidAt: string;
  invoiceNumber: string | null;
  renewsAt: string | null;
}

export function receiptEmail(to: string, facts: ReceiptFacts, manageUrl: string): MailMessage {
  const plan = `${facts.creator} · ${tierNames[facts.tier]}`;
  const lines = [
    `Hi ${facts.username}, thank you for your payment.`,
    `${plan}: ${formatMoney(facts.amountCents, "en-US")} paid on ${day(facts.paidAt)}.`,
    facts.invoiceNumber ? `Invoice ${facts.invoiceNumber}.` : null,
    facts.renewsAt ? `Your membership renews on ${day(facts.renewsAt)}. Cancel any time before then.` : null,
  ].filter((line): line is string => line !== null);
  return {
    to,
    subject: `Receipt: ${plan} membership on FitCreators`,
    text: `${lines.join("\n")}\n\nManage payments: ${manageUrl}`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(manageUrl)}">Manage payments</a></p>`,
  };
}

export interface PaymentFailedFacts {
  username: string;
  creator: string;
  tier: keyof typeof tierNames;
  amountCents: number;
}

/** Payment-problem emails can be turned off: a link in the text and the one-click header. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

export function paymentFailedEmail(to: string, facts: PaymentFailedFacts, fixUrl: string, unsubscribe: UnsubscribeLinks): MailMessage {
  const plan = `${facts.creator} · ${tierNames[facts.tier]}`;
  const intro = `Hi ${facts.username}, we could not charge your card ${formatMoney(facts.amountCents, "en-US")} for your ${plan} membership.`;
  const outro = "You keep access while we try the card again over the next days. Update your card so your membership continues.";
  return {
    to,
    subject: `Action needed: your ${plan} payment failed`,
    text: `${intro}\n${outro}\n\nUpdate your card: ${fixUrl}\n\nStop emails about payment problems: ${unsubscribe.page}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(fixUrl)}">Update your card</a></p>` +
      `<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(unsubscribe.page)}">Stop emails about payment problems</a></p>`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  };
}
