// Gift memberships (issue 25): a signed-in member buys 1, 3, 6 or 12 months of a creator's PRO or
// ALL STAR for an email address, with a message. The recipient gets an email in their language
// with a redeem link (/gift/{token}); redeeming grants the tier for that long without a card, or,
// on top of a paid membership of the same tier, moves its next charge that many months later.
// The buyer may take back a gift nobody redeemed, within 90 days. The payment is one-off and
// split 70/30 like every payment.
import { z } from "zod";
import { addMonths } from "./calendar-months";
import { paidTiers, type PaidTier } from "./memberships";

export const GIFT_MONTHS = [1, 3, 6, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];
export const GIFT_MESSAGE_MAX = 500;
/** How long an unredeemed gift can be refunded, from its payment. */
export const GIFT_REFUND_DAYS = 90;

/**
 * pending: at checkout; paid: its email is on the way or sent, nobody redeemed it yet; redeemed;
 * refunded (by its buyer, before anyone redeemed it); expired: the checkout lapsed unpaid.
 */
export const giftStatuses = ["pending", "paid", "redeemed", "refunded", "expired"] as const;
export type GiftStatus = (typeof giftStatuses)[number];

/** Body of POST /api/gifts. */
export const giftRequestSchema = z.object({
  /** The creator's username. */
  creator: z.string().trim().min(1).max(64),
  tier: z.enum(paidTiers),
  months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]),
  recipientEmail: z.string().trim().toLowerCase().email().max(254),
  message: z.string().trim().max(GIFT_MESSAGE_MAX).optional(),
});
export type GiftRequest = z.infer<typeof giftRequestSchema>;

/** What a gift costs: its tier's monthly price for each month it gives. */
export const giftPriceCents = (monthlyPriceCents: number, months: GiftMonths) => monthlyPriceCents * months;

/** The last moment the buyer may refund a gift paid at `paidAt`. */
export const giftRefundableUntil = (paidAt: Date) => new Date(paidAt.getTime() + GIFT_REFUND_DAYS * 86_400_000);

/** Whether the buyer may still take the gift back: paid, nobody redeemed it, within 90 days. */
export const isGiftRefundable = (gift: { status: GiftStatus; paidAt: Date | null }, now = new Date()) =>
  gift.status === "paid" && gift.paidAt !== null && now.getTime() < giftRefundableUntil(gift.paidAt).getTime();

/** Where a gift's time ends when it starts at `from` (calendar months, like billing periods). */
export const giftEndsAt = (from: Date, months: number) => addMonths(from, months);

/** The page checkout sends the buyer to once the gift is paid ({CHECKOUT_SESSION_ID} is the provider's). */
export const GIFT_THANKS_PATH = "/gift/thanks?session_id={CHECKOUT_SESSION_ID}";
/** The recipient's redeem page. */
export const giftRedeemPath = (token: string) => `/gift/${encodeURIComponent(token)}`;

/** A gift as its buyer sees it (GET /api/me/gifts). */
export interface GivenGift {
  id: string;
  creator: { username: string; name: string };
  tier: PaidTier;
  months: GiftMonths;
  recipientEmail: string;
  message: string | null;
  amountCents: number;
  status: GiftStatus;
  paidAt: string | null;
  redeemedAt: string | null;
  /** Set while the buyer may refund it (paid, unredeemed, within 90 days): the last moment. */
  refundableUntil: string | null;
}

/** POST /api/gifts/:sessionId/sync: where the buyer's checkout stands, and the gift. */
export interface GiftSyncResponse {
  status: "open" | "complete" | "expired";
  gift: GivenGift;
}

/** GET /api/gifts/redeem/:token: what the recipient is given, before redeeming. */
export interface GiftPreview {
  creator: { username: string; name: string };
  tier: PaidTier;
  months: GiftMonths;
  message: string | null;
  /** The buyer's display name (null once their account is gone). */
  from: string | null;
  /** ready: it can be redeemed; the others say why not. */
  status: "ready" | "redeemed" | "refunded";
}

/** POST /api/gifts/redeem/:token: the membership the gift gave. */
export interface RedeemedGift {
  creator: { username: string; name: string };
  tier: PaidTier;
  months: GiftMonths;
  /** Until when the tier is the member's with nothing to pay (a paid membership's next charge). */
  endsAt: string;
  /** Whether it extended a paid membership (whose billing starts again at endsAt). */
  extendedPaidMembership: boolean;
}
