// A creator's offers (issue 25, decision 027) in "Offers and billing": listed, made and ended.
// Offers are never edited: a member who redeemed one keeps its terms, so a change is a new offer.
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { monthlyPriceCents, type PaidTier } from "../../../domain/memberships";
import type { OfferRequest } from "../../../domain/offer-requests";
import { offerUnavailable, type CreatorOffer } from "../../../domain/offers";
import type { Database } from "../../db/client";
import { leavesMinimumCharge, offerDiscountOf } from "../../db/offer-discount";
import { creatorProfiles, offers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { lockFor } from "./deps";

export type OfferRow = typeof offers.$inferSelect;

export const toCreatorOffer = (row: OfferRow): CreatorOffer => ({
  id: row.id,
  purpose: row.purpose,
  code: row.code,
  tier: row.tier as PaidTier,
  discount: offerDiscountOf(row),
  months: row.months,
  endsAt: row.endsAt?.toISOString() ?? null,
  redemptionLimit: row.redemptionLimit,
  redemptions: row.redemptions,
  endedAt: row.endedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const offerNotFound = () => new AppError("offer_not_found", 404, "We could not find this offer.");

/** Running offers first, then those ended (by the creator or by their end date), newest first in each. */
export async function listCreatorOffers(db: Database, creatorId: string, now = new Date()) {
  // A creator makes a handful of offers over the years: the list needs no pages.
  const rows = await db
    .select()
    .from(offers)
    .where(eq(offers.creatorId, creatorId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  const isEnded = (row: OfferRow) => offerUnavailable({ ...row, redemptionLimit: null }, now) === "ended";
  return { offers: [...rows.filter((row) => !isEnded(row)), ...rows.filter(isEnded)].map(toCreatorOffer) };
}

/** The tier's monthly price a new member pays today. */
export async function tierMonthlyCents(db: Database, creatorId: string, tier: PaidTier) {
  const [prices] = await db
    .select({ proPriceCents: creatorProfiles.proPriceCents, allStarPriceCents: creatorProfiles.allStarPriceCents })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  if (!prices) throw new AppError("creator_not_found", 404, "Influencer not found");
  return monthlyPriceCents(tier, prices);
}

export async function createOffer(db: Database, creatorId: string, request: OfferRequest, now = new Date()) {
  const isPromo = request.purpose === "code";
  // A retention offer has no code, end date or limit: it is made once per member, while it runs.
  const endsAt = isPromo && request.endsAt ? new Date(request.endsAt) : null;
  if (endsAt && endsAt <= now) {
    throw new AppError("offer_ends_in_past", 400, "An offer's end date must be in the future.");
  }
  if (!leavesMinimumCharge(await tierMonthlyCents(db, creatorId, request.tier), request.discount)) {
    throw new AppError("offer_amount_too_high", 400, "An amount off must leave at least $1 to pay each month.");
  }
  const row = await db.transaction(async (tx) => {
    // One creator's offers one at a time: the checks below and the unique indexes agree.
    await lockFor(tx, `offers:${creatorId}`);
    const running = and(eq(offers.creatorId, creatorId), isNull(offers.endedAt));
    if (isPromo) {
      // A code whose end date passed is free again: that offer ended then.
      const code = eq(offers.code, request.code!);
      await tx
        .update(offers)
        .set({ endedAt: sql`${offers.endsAt}`, updatedAt: now })
        .where(and(running, code, lte(offers.endsAt, now)));
      const [taken] = await tx.select({ id: offers.id }).from(offers).where(and(running, code));
      if (taken) throw new AppError("offer_code_taken", 409, "You already have a running offer with this code.");
    } else {
      const [existing] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(running, eq(offers.purpose, "retention"), eq(offers.tier, request.tier)));
      if (existing) {
        throw new AppError(
          "retention_offer_exists",
          409,
          "You already have a retention offer for this plan. End it first.",
        );
      }
    }
    const [created] = await tx
      .insert(offers)
      .values({
        creatorId,
        purpose: request.purpose,
        code: isPromo ? request.code : null,
        tier: request.tier,
        percentOff: request.discount.type === "percent" ? request.discount.percentOff : null,
        amountOffCents: request.discount.type === "amount" ? request.discount.amountOffCents : null,
        months: request.months,
        endsAt,
        redemptionLimit: isPromo ? request.redemptionLimit : null,
      })
      .returning();
    return created!;
  });
  return { offer: toCreatorOffer(row) };
}

/** Ends one of the creator's offers now (ending it twice keeps the first end); members who redeemed it keep it. */
export async function endOffer(db: Database, creatorId: string, offerId: string, now = new Date()) {
  if (!isUuid(offerId)) throw offerNotFound();
  const mine = and(eq(offers.id, offerId), eq(offers.creatorId, creatorId));
  const [ended] = await db
    .update(offers)
    .set({ endedAt: now, updatedAt: now })
    .where(and(mine, isNull(offers.endedAt)))
    .returning();
  if (ended) return { offer: toCreatorOffer(ended) };
  const [already] = await db.select().from(offers).where(mine);
  if (!already) throw offerNotFound();
  return { offer: toCreatorOffer(already) };
}
