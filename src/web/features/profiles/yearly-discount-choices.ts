// The yearly discounts a creator picks from in "Offers and billing": 0 to 40% in steps of 5.
import { YEARLY_DISCOUNT_MAX_PERCENT } from "../../../domain/billing-intervals";

const DISCOUNT_STEP = 5;
const discountSteps = Array.from(
  { length: YEARLY_DISCOUNT_MAX_PERCENT / DISCOUNT_STEP + 1 },
  (_, index) => index * DISCOUNT_STEP,
);

/** The steps, and a saved discount off them (set another way), so the select can still show it. */
export const discountChoices = (saved: number | null) =>
  saved === null || discountSteps.includes(saved) ? discountSteps : [...discountSteps, saved].sort((a, b) => a - b);
