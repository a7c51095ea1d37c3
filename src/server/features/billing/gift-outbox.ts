// Paid gifts' emails: sent as soon as the payment is synced, and retried by the billing job until
// one goes out. The redeem link is signed again each time (gift-tokens), so nothing secret is stored.
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { giftRedeemPath } from "../../../domain/gifts";
import type { PaidTier } from "../../../domain/memberships";
import { gifts, users } from "../../db/schema";
import { recipientLanguage } from "../../lib/email/text";
import type { BillingDeps } from "./deps";
import { giftEmail } from "./gift-email";

const MAX_ATTEMPTS = 10;
const buyer = alias(users, "buyer");
const creator = alias(users, "creator");
const recipient = alias(users, "recipient");

/** Sends the given gifts' emails, or every paid gift's still waiting a minute after its payment. */
export async function sendGiftEmails(deps: BillingDeps, ids?: string[]) {
  if (ids?.length === 0) return 0;
  const waiting = await deps.db
    .select({ gift: gifts, buyer: buyer.name, creator: creator.name, recipientLanguage: recipient.language })
    .from(gifts)
    .leftJoin(buyer, eq(buyer.id, gifts.buyerId))
    .leftJoin(creator, eq(creator.id, gifts.creatorId))
    // Someone with an account reads it in the language they chose; a newcomer in the buyer's.
    .leftJoin(recipient, sql`lower(${recipient.email}) = ${gifts.recipientEmail}`)
    .where(
      and(
        eq(gifts.status, "paid"),
        isNull(gifts.emailSentAt),
        lt(gifts.emailAttempts, MAX_ATTEMPTS),
        ids ? inArray(gifts.id, ids) : lt(gifts.paidAt, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(gifts.paidAt))
    .limit(100);
  let sent = 0;
  for (const { gift, buyer: from, creator: creatorName, recipientLanguage: stored } of waiting) {
    try {
      const redeemUrl = `${deps.config.publicUrl}${giftRedeemPath(deps.giftTokens.sign(gift.id))}`;
      const message = giftEmail(
        recipientLanguage(stored ?? gift.language),
        gift.recipientEmail,
        {
          from,
          creator: creatorName ?? "",
          tier: gift.tier as PaidTier,
          months: gift.months,
          message: gift.message,
        },
        redeemUrl,
      );
      await deps.mailer.send(message);
      await deps.db
        .update(gifts)
        .set({ emailSentAt: new Date(), emailAttempts: gift.emailAttempts + 1 })
        .where(eq(gifts.id, gift.id));
      sent++;
    } catch (error) {
      deps.logger.warn({ err: error, giftId: gift.id }, "gift email not sent; it is retried");
      await deps.db
        .update(gifts)
        .set({ emailAttempts: gift.emailAttempts + 1 })
        .where(eq(gifts.id, gift.id));
    }
  }
  return sent;
}
