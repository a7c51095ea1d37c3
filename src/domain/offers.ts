// Offers (issue 25): a creator's discount on one paid tier's monthly price, for the first 1-12
// months or for as long as the membership lasts. A promo offer is redeemed at checkout by its code
// or its link (/subscription/{username}?offer=CODE); the retention offer is made, once, to a
// member who is about to cancel. The provider applies the discount invoice by invoice, so the
// ledger holds what was really paid and splits it 70/30 like any payment.
import { addMonths } from "./calendar-months";
import type { PaidTier } from "./memberships";

export const offerPurposes = ["code", "retention"] as const;
export type OfferPurpose = (typeof offerPurposes)[number];

export const OFFER_PERCENT_MIN = 1;
export const OFFER_PERCENT_MAX = 90;
export const OFFER_MONTHS_MAX = 12;
/** What an amount off must leave to pay each month, so an offer is never a free membership (gifts are). */
export const OFFER_MIN_CHARGE_CENTS = 100;

/** Codes are upper case letters, digits, - and _, 3 to 30 long; what a member types is upper-cased first. */
export const OFFER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const normalizeOfferCode = (code: string) => code.trim().toUpperCase();

export type OfferDiscount = { type: "percent"; percentOff: number } | { type: "amount"; amountOffCents: number };

/**
 * What an offer gives: its tier's monthly price less the discount, for `months` months (null:
 * forever, a percentage only: Stripe refuses an amount off that lasts forever).
 */
export interface OfferTerms {
  tier: PaidTier;
  discount: OfferDiscount;
  months: number | null;
}

/** The price after the discount, to the cent (a percentage rounds half up, as Stripe does). */
export function discountedCents(priceCents: number, discount: OfferDiscount): number {
  const off =
    discount.type === "percent" ? Math.round((priceCents * discount.percentOff) / 100) : discount.amountOffCents;
  return Math.max(0, priceCents - off);
}

/**
 * When a discount applied at `startsAt` stops: invoices for periods starting before then are
 * discounted (Stripe's repeating coupon), so a monthly plan pays `months` discounted invoices.
 * Stepped month by month as the sandbox's billing periods are (Jan 31: Feb 28, Mar 28, Apr 28),
 * so it lands on a renewal there too; Stripe sets its own end, on its anchor day.
 */
export function discountEndsAt(startsAt: Date, months: number | null): Date | null {
  if (months === null) return null;
  let endsAt = startsAt;
  for (let month = 0; month < months; month++) endsAt = addMonths(endsAt, 1);
  return endsAt;
}

/** Whether a discount applies to an invoice whose period starts at `periodStart`. */
export const isDiscounted = (window: { startsAt: Date; endsAt: Date | null }, periodStart: Date) =>
  periodStart >= window.startsAt && (window.endsAt === null || periodStart < window.endsAt);

/** Why a code cannot be redeemed now; null when it can. */
export type OfferUnavailable = "ended" | "used_up";

export function offerUnavailable(
  offer: { endsAt: Date | null; endedAt: Date | null; redemptionLimit: number | null; redemptions: number },
  now: Date,
): OfferUnavailable | null {
  if (offer.endedAt || (offer.endsAt && offer.endsAt <= now)) return "ended";
  if (offer.redemptionLimit !== null && offer.redemptions >= offer.redemptionLimit) return "used_up";
  return null;
}

/**
 * GET /api/creators/:username/offers/:code: what the plan page shows a visitor with a code or an
 * offer link. Only an offer that can be redeemed now is answered (404 otherwise).
 */
export interface PublicOffer extends OfferTerms {
  code: string;
  /** ISO time the offer stops being redeemable, if the creator set one. */
  endsAt: string | null;
}

/** One of the creator's offers, in "Offers and billing" (GET/POST /api/me/offers). */
export interface CreatorOffer extends OfferTerms {
  id: string;
  purpose: OfferPurpose;
  /** A promo offer's code; a retention offer has none. */
  code: string | null;
  endsAt: string | null;
  redemptionLimit: number | null;
  redemptions: number;
  /** When the creator ended it; members who redeemed it keep their discount. */
  endedAt: string | null;
  createdAt: string;
}

/** A member's discount on their membership, as the member's lists show it. */
export interface MembershipDiscount {
  discount: OfferDiscount;
  /** ISO time after which invoices are at the full price; null: for as long as the membership lasts. */
  endsAt: string | null;
}

/**
 * The creator's retention offer for a member's tier, as the cancel dialog makes it: once per member
 * and creator, to a plain monthly membership without a discount already.
 */
export interface RetentionOffer {
  id: string;
  discount: OfferDiscount;
  months: number | null;
}
