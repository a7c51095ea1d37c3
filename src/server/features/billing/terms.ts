// A creator's billing terms ("Offers and billing" in profile settings): per paid tier, the free
// trial new members start with and the yearly plan's discount, if it is sold by the year. A
// change applies to checkouts started afterwards; trials running and yearly periods already paid
// keep their terms.
import { eq } from "drizzle-orm";
import type { BillingTerms, BillingTermsRequest } from "../../../domain/billing-terms";
import type { YearlyDiscounts } from "../../../domain/billing-intervals";
import type { SessionUser } from "../../../domain/roles";
import type { Database } from "../../db/client";
import { creatorProfiles } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { trialOfferOf } from "./trials";

/** The yearly discounts as stored. */
const yearlyDiscountsOf = (row: {
  proYearlyDiscountPercent: number | null;
  allStarYearlyDiscountPercent: number | null;
}): YearlyDiscounts => ({ pro: row.proYearlyDiscountPercent, all_star: row.allStarYearlyDiscountPercent });

export async function getBillingTerms(db: Database, creator: SessionUser): Promise<BillingTerms> {
  const [row] = await db
    .select({
      proTrialDays: creatorProfiles.proTrialDays,
      allStarTrialDays: creatorProfiles.allStarTrialDays,
      proYearlyDiscountPercent: creatorProfiles.proYearlyDiscountPercent,
      allStarYearlyDiscountPercent: creatorProfiles.allStarYearlyDiscountPercent,
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.id));
  if (!row) throw new AppError("creator_not_found", 404, "Influencer not found");
  return { trialDays: trialOfferOf(row), yearlyDiscountPercent: yearlyDiscountsOf(row) };
}

export async function saveBillingTerms(db: Database, creator: SessionUser, terms: BillingTermsRequest) {
  const yearly = terms.yearlyDiscountPercent;
  const updated = await db
    .update(creatorProfiles)
    .set({
      proTrialDays: terms.trialDays.pro,
      allStarTrialDays: terms.trialDays.all_star,
      ...(yearly && { proYearlyDiscountPercent: yearly.pro, allStarYearlyDiscountPercent: yearly.all_star }),
      updatedAt: new Date(),
    })
    .where(eq(creatorProfiles.userId, creator.id))
    .returning({ userId: creatorProfiles.userId });
  if (updated.length === 0) throw new AppError("creator_not_found", 404, "Influencer not found");
  return getBillingTerms(db, creator);
}
