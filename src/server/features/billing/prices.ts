// Provider prices for creators' tiers: one per creator, tier and amount, made the first time
// someone subscribes at it. A creator's new price is a new row for new subscribers; existing
// subscriptions keep billing the price they started with (DECISIONS.md, price change).
import { and, eq } from "drizzle-orm";
import { monthlyPriceCents, type PaidTier } from "../../../domain/memberships";
import { creatorPrices, creatorProfiles, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { lockFor, type BillingDeps } from "./deps";

const tierNames: Record<PaidTier, string> = { pro: "PRO", all_star: "ALL STAR" };

/** The price a new subscriber pays for the creator's tier today. */
export async function currentPrice(deps: BillingDeps, creatorId: string, tier: PaidTier) {
  const [creator] = await deps.db
    .select({
      username: users.username,
      proPriceCents: creatorProfiles.proPriceCents,
      allStarPriceCents: creatorProfiles.allStarPriceCents,
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, creatorId));
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  const amountCents = monthlyPriceCents(tier, creator);
  const provider = deps.payments.name;
  const match = and(
    eq(creatorPrices.creatorId, creatorId),
    eq(creatorPrices.provider, provider),
    eq(creatorPrices.tier, tier),
  );
  const [existing] = await deps.db
    .select({ priceId: creatorPrices.priceId })
    .from(creatorPrices)
    .where(and(match, eq(creatorPrices.amountCents, amountCents)));
  if (existing) return { priceId: existing.priceId, amountCents };

  return deps.db.transaction(async (tx) => {
    await lockFor(tx, `prices:${creatorId}:${tier}`);
    const rows = await tx.select().from(creatorPrices).where(match);
    const same = rows.find((row) => row.amountCents === amountCents);
    if (same) return { priceId: same.priceId, amountCents };
    const created = await deps.payments.createPrice({
      productId: rows[0]?.productId ?? null,
      productName: `${creator.username} · ${tierNames[tier]}`,
      creatorId,
      tier,
      amountCents,
    });
    await tx.insert(creatorPrices).values({ creatorId, provider, tier, amountCents, ...created });
    return { priceId: created.priceId, amountCents };
  });
}

/** Which creator and tier a provider price belongs to, or null when it is not one of ours. */
export async function priceOwner(deps: BillingDeps, priceId: string) {
  const [row] = await deps.db
    .select({ creatorId: creatorPrices.creatorId, tier: creatorPrices.tier })
    .from(creatorPrices)
    .where(and(eq(creatorPrices.provider, deps.payments.name), eq(creatorPrices.priceId, priceId)));
  return row ? { creatorId: row.creatorId, tier: row.tier as PaidTier } : null;
}
