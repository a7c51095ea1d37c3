// Billing emails are decided inside the sync's transaction (so a replay or a rollback neither
// doubles nor loses one) and sent after the commit; the billing job retries the ones not sent.
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { billingEmails, users } from "../../db/schema";
import type { BillingDeps } from "./deps";
import {
  paymentFailedEmail,
  receiptEmail,
  trialEndingEmail,
  type PaymentFailedFacts,
  type ReceiptFacts,
  type TrialEndingFacts,
} from "./emails";
import { getEmailPreferences, unsubscribeLinks } from "../notifications";
import { recipientLanguage } from "../../lib/email/text";

const MAX_ATTEMPTS = 10;

type Queued =
  | { kind: "receipt"; facts: ReceiptFacts }
  | { kind: "payment_failed"; facts: PaymentFailedFacts }
  | { kind: "trial_ending"; facts: TrialEndingFacts };

/** Queues the email once per reference; answers its id, or null when it was queued before. */
export async function queueBillingEmail(tx: Queryable, userId: string, reference: string, email: Queued) {
  const [row] = await tx
    .insert(billingEmails)
    .values({ kind: email.kind, reference, userId, payload: { ...email.facts } })
    .onConflictDoNothing()
    .returning({ id: billingEmails.id });
  return row?.id ?? null;
}

/** Sends the given emails, or every one still waiting a minute after it was queued. */
export async function sendBillingEmails(deps: BillingDeps, ids?: string[]) {
  if (ids?.length === 0) return 0;
  const waiting = await deps.db
    .select({ email: billingEmails, to: users.email, language: users.language })
    .from(billingEmails)
    .innerJoin(users, eq(users.id, billingEmails.userId))
    .where(
      and(
        isNull(billingEmails.sentAt),
        lt(billingEmails.attempts, MAX_ATTEMPTS),
        ids ? inArray(billingEmails.id, ids) : lt(billingEmails.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(billingEmails.createdAt))
    .limit(100);
  let sent = 0;
  for (const { email, to, language: stored } of waiting) {
    // Written now, in the language the member has at sending time (not when the payment was queued).
    const language = recipientLanguage(stored);
    const settingsUrl = `${deps.config.publicUrl}/dashboard/follower/settings`;
    try {
      // Receipts and trial reminders always go; payment problems only to those who still want them.
      if (email.kind === "payment_failed" && !(await getEmailPreferences(deps.db, email.userId)).payments) {
        await deps.db.update(billingEmails).set({ sentAt: new Date() }).where(eq(billingEmails.id, email.id));
        continue;
      }
      const message =
        email.kind === "receipt"
          ? receiptEmail(language, to, email.payload as unknown as ReceiptFacts, settingsUrl)
          : email.kind === "trial_ending"
            ? trialEndingEmail(
                language,
                to,
                email.payload as unknown as TrialEndingFacts,
                `${deps.config.publicUrl}/dashboard/follower/subscriptions`,
              )
            : paymentFailedEmail(
                language,
                to,
                email.payload as unknown as PaymentFailedFacts,
                settingsUrl,
                unsubscribeLinks(deps.config.publicUrl, deps.unsubscribeTokens, email.userId, "payments"),
              );
      await deps.mailer.send(message);
      await deps.db
        .update(billingEmails)
        .set({ sentAt: new Date(), attempts: email.attempts + 1 })
        .where(eq(billingEmails.id, email.id));
      sent++;
    } catch (error) {
      deps.logger.warn({ err: error, emailId: email.id }, "billing email not sent; it is retried");
      await deps.db
        .update(billingEmails)
        .set({ attempts: email.attempts + 1 })
        .where(eq(billingEmails.id, email.id));
    }
  }
  return sent;
}
