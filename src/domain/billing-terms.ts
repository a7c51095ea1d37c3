// A creator's billing terms ("Offers and billing" in profile settings): per paid tier, the free
// trial new members start with and the yearly plan's discount, if the tier is sold by the year.
import { z } from "zod";
import { YEARLY_DISCOUNT_MAX_PERCENT, type YearlyDiscounts } from "./billing-intervals";
import { isTrialLength, type TrialOffer } from "./trials";

// Kept apart from billing-intervals, which the plan page reads: a zod schema there would bring
// zod into its chunk.
const yearlyDiscountField = z
  .number()
  .int()
  .min(0, "A yearly discount is 0 to 40%.")
  .max(YEARLY_DISCOUNT_MAX_PERCENT, "A yearly discount is 0 to 40%.")
  .nullable();

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
