// Provider prices for creators' plans: one per creator, tier, interval and amount, made the first
// time someone subscribes at it. A creator's new price is a new row for new subscribers; existing
// subscriptions keep billing the price they started with (DECISIONS.md, price change).
import { and, eq } from "drizzle-orm";
import { yearlyPriceCents, type BillingInterval, type Plan } from "../../../domain/billing-intervals";
import { monthlyPriceCents, tierNames, type PaidTier } from "../../../domain/memberships";
import { creatorPrices, creatorProfiles, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { lockFor, type BillingDeps } from "./deps";

const planNotOffered = () => new AppError("plan_not_offered", 409, "This creator does not sell this plan by the year.");

/** What the creator's plan costs a new subscriber today: the monthly price, or the discounted year. */
export async function planAmount(deps: BillingDeps, creatorId: string, { tier, interval }: Plan) {
  const [creator] = await deps.db
    .select({
      username: users.username,
      proPriceCents: creatorProfiles.proPriceCents,
      allStarPriceCents: creatorProfiles.allStarPriceCents,
      proYearlyDiscountPercent: creatorProfiles.proYearlyDiscountPercent,
      allStarYearlyDiscountPercent: creatorProfiles.allStarYearlyDiscountPercent,
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, creatorId));
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  const monthly = monthlyPriceCents(tier, creator);
  if (interval === "month") return { username: creator.username, amountCents: monthly };
  const discount = tier === "pro" ? creator.proYearlyDiscountPercent : creator.allStarYearlyDiscountPercent;
  if (discount === null) throw planNotOffered();
  return { username: creator.username, amountCents: yearlyPriceCents(monthly, discount) };
}

/** The price a new subscriber pays for the creator's plan today (monthly unless asked otherwise). */
export async function currentPrice(
  deps: BillingDeps,
  creatorId: string,
  tier: PaidTier,
  interval: BillingInterval = "month",
) {
  const { username, amountCents } = await planAmount(deps, creatorId, { tier, interval });
  const provider = deps.payments.name;
  // A tier is one product whichever way it is billed: its monthly and yearly prices share it.
  const tierPrices = and(
    eq(creatorPrices.creatorId, creatorId),
    eq(creatorPrices.provider, provider),
    eq(creatorPrices.tier, tier),
  );
  const [existing] = await deps.db
    .select({ priceId: creatorPrices.priceId })
    .from(creatorPrices)
    .where(and(tierPrices, eq(creatorPrices.interval, interval), eq(creatorPrices.amountCents, amountCents)));
  if (existing) return { priceId: existing.priceId, amountCents };

  return deps.db.transaction(async (tx) => {
    // Per tier, not per interval: its first monthly and yearly prices must not make two products.
    await lockFor(tx, `prices:${creatorId}:${tier}`);
    const rows = await tx.select().from(creatorPrices).where(tierPrices);
    const same = rows.find((row) => row.interval === interval && row.amountCents === amountCents);
    if (same) return { priceId: same.priceId, amountCents };
    const created = await deps.payments.createPrice({
      productId: rows[0]?.productId ?? null,
      productName: `${username} · ${tierNames[tier]}`,
      creatorId,
      tier,
      interval,
      amountCents,
    });
    await tx.insert(creatorPrices).values({ creatorId, provider, tier, interval, amountCents, ...created });
    return { priceId: created.priceId, amountCents };
  });
}

/** Which creator and plan a provider price belongs to, or null when it is not one of ours. */
export async function priceOwner(deps: BillingDeps, priceId: string) {
  const [row] = await deps.db
    .select({ creatorId: creatorPrices.creatorId, tier: creatorPrices.tier, interval: creatorPrices.interval })
    .from(creatorPrices)
    .where(and(eq(creatorPrices.provider, deps.payments.name), eq(creatorPrices.priceId, priceId)));
  return row ? { creatorId: row.creatorId, tier: row.tier as PaidTier, interval: row.interval } : null;
}
