// An offer's discount as the offers table stores it (one of two columns, checked by the database),
// read back as the domain's OfferDiscount, and the rule it keeps against a price: by billing, which
// makes and applies offers, and by the member's lists, which show the discount and the retention offer.
import { OFFER_MIN_CHARGE_CENTS, type OfferDiscount } from "../../domain/offers";

export const offerDiscountOf = (row: { percentOff: number | null; amountOffCents: number | null }): OfferDiscount =>
  row.percentOff !== null
    ? { type: "percent", percentOff: row.percentOff }
    : { type: "amount", amountOffCents: row.amountOffCents! };

/**
 * Whether an amount off this monthly price leaves the minimum charge (no offer makes a membership
 * free): checked when an offer is made, and again when it is used, since prices change.
 */
export const leavesMinimumCharge = (priceCents: number, discount: OfferDiscount) =>
  discount.type === "percent" || priceCents - discount.amountOffCents >= OFFER_MIN_CHARGE_CENTS;
