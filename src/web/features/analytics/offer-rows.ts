// The offers table's rows, as the page shows them and as the CSV writes them (money in dollars).
import type { OfferFigures } from "../../../domain/analytics";
import type { PaidTier } from "../../../domain/memberships";
import type { Cell } from "./csv";

export interface OfferNames {
  /** What a retention offer, which has no code, is called. */
  retention: string;
  plan: (tier: PaidTier) => string;
}

export const offerName = (offer: OfferFigures, names: OfferNames) => offer.code ?? names.retention;

/** Offer, plan, redemptions, revenue: one row per offer, in the order the server ranks them. */
export const offerCsvRows = (offers: readonly OfferFigures[], names: OfferNames): Cell[][] =>
  offers.map((offer) => [
    offerName(offer, names),
    names.plan(offer.tier),
    offer.redemptions,
    (offer.grossCents / 100).toFixed(2),
  ]);
