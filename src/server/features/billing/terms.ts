// A creator's billing terms ("Offers and billing" in profile settings): the free trial each paid
// tier offers new members. A change applies to checkouts started afterwards; trials already
// running keep their end.
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../domain/roles";
import type { BillingTerms } from "../../../domain/trials";
import type { Database } from "../../db/client";
import { creatorProfiles } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { trialOfferOf } from "./trials";

export async function getBillingTerms(db: Database, creator: SessionUser): Promise<BillingTerms> {
  const [row] = await db
    .select({ proTrialDays: creatorProfiles.proTrialDays, allStarTrialDays: creatorProfiles.allStarTrialDays })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creator.id));
  if (!row) throw new AppError("creator_not_found", 404, "Influencer not found");
  return { trialDays: trialOfferOf(row) };
}

export async function saveBillingTerms(db: Database, creator: SessionUser, terms: BillingTerms) {
  const updated = await db
    .update(creatorProfiles)
    .set({ proTrialDays: terms.trialDays.pro, allStarTrialDays: terms.trialDays.all_star, updatedAt: new Date() })
    .where(eq(creatorProfiles.userId, creator.id))
    .returning({ userId: creatorProfiles.userId });
  if (updated.length === 0) throw new AppError("creator_not_found", 404, "Influencer not found");
  return getBillingTerms(db, creator);
}
