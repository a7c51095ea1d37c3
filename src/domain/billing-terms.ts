// A creator's billing terms ("Offers and billing" in profile settings): per paid tier, the free
// trial new members start with and the yearly plan's discount, if the tier is sold by the year.
import { z } from "zod";
import { yearlyDiscountField, type YearlyDiscounts } from "./billing-intervals";
import { isTrialLength, type TrialOffer } from "./trials";

const trialField = z.number().int().refine(isTrialLength, "A trial is 0, 3, 7, 14 or 30 days.");

/** PUT /api/me/billing-terms; GET answers the same shape. Yearly discounts left out stay as they are. */
export const billingTermsSchema = z.object({
  trialDays: z.object({ pro: trialField, all_star: trialField }),
  yearlyDiscountPercent: z.object({ pro: yearlyDiscountField, all_star: yearlyDiscountField }).optional(),
});
export type BillingTermsRequest = z.infer<typeof billingTermsSchema>;

export interface BillingTerms {
  trialDays: TrialOffer;
  yearlyDiscountPercent: YearlyDiscounts;
}
