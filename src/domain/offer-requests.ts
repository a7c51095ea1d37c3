// The bodies of the offer endpoints, apart from domain/offers, which the plan page reads: a zod
// schema there would bring zod into its chunk.
import { z } from "zod";
import { paidTiers } from "./memberships";
import {
  normalizeOfferCode,
  OFFER_CODE_PATTERN,
  OFFER_MONTHS_MAX,
  OFFER_PERCENT_MAX,
  OFFER_PERCENT_MIN,
  offerPurposes,
} from "./offers";

export const offerCodeField = z
  .string()
  .max(64)
  .transform(normalizeOfferCode)
  .pipe(z.string().regex(OFFER_CODE_PATTERN, "A code is 3 to 30 letters, digits, - or _."));

const percentMessage = `A percentage off is ${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX}%.`;

export const offerDiscountSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("percent"),
    percentOff: z.number().int().min(OFFER_PERCENT_MIN, percentMessage).max(OFFER_PERCENT_MAX, percentMessage),
  }),
  z.object({
    type: z.literal("amount"),
    // At most the highest price less the minimum charge; the tier's own price is checked on the server.
    amountOffCents: z.number().int().min(100, "An amount off is at least $1.").max(9899),
  }),
]);

/** POST /api/me/offers. A promo offer needs a code; a retention offer has none. */
export const offerRequestSchema = z
  .object({
    purpose: z.enum(offerPurposes),
    code: offerCodeField.nullable().default(null),
    tier: z.enum(paidTiers),
    discount: offerDiscountSchema,
    months: z
      .number()
      .int()
      .min(1)
      .max(OFFER_MONTHS_MAX, `An offer lasts 1 to ${OFFER_MONTHS_MAX} months, or forever.`)
      .nullable(),
    /** ISO time; a promo code can no longer be redeemed from then on. */
    endsAt: z.string().datetime({ offset: true }).nullable().default(null),
    redemptionLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .refine((offer) => (offer.purpose === "code") === (offer.code !== null), {
    message: "A promo offer needs a code; a retention offer has none.",
    path: ["code"],
  })
  // Stripe refuses amount-off coupons that last forever (API 2025-03-31): only a percentage can.
  .refine((offer) => offer.discount.type === "percent" || offer.months !== null, {
    message: "An amount off lasts 1 to 12 months; only a percentage off can last forever.",
    path: ["months"],
  });
export type OfferRequest = z.infer<typeof offerRequestSchema>;
