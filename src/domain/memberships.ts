// Membership tiers and who may see what. The server decides access with these
// functions; the web uses the same ones only to mirror the decision on screen.

export const tiers = ["rookie", "pro", "all_star"] as const;
export type Tier = (typeof tiers)[number];
export const paidTiers = ["pro", "all_star"] as const satisfies readonly Tier[];
export type PaidTier = (typeof paidTiers)[number];

export const membershipStatuses = ["active", "past_due", "canceled"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** The page a follower joined from (the creator's analytics show where new members came from). */
export const membershipSources = ["profile", "explore", "home", "other"] as const;
export type MembershipSource = (typeof membershipSources)[number];

/** The tiers' names: the product's own, the same in every language. */
export const tierNames: Record<Tier, string> = { rookie: "Rookie", pro: "PRO", all_star: "ALL STAR" };

const rank: Record<Tier, number> = { rookie: 0, pro: 1, all_star: 2 };
/** Tiers in order: a higher tier includes everything below it. */
export const tierRank = (tier: Tier) => rank[tier];

export interface MembershipState {
  tier: Tier;
  status: MembershipStatus;
  /** End of the paid period; null for a free follow, which never expires. */
  currentPeriodEnd: Date | null;
}

/**
 * Statuses that grant the membership's tier. past_due does while the provider retries the card
 * (DECISIONS.md, failed renewal); the membership ends when it gives up.
 */
export const accessStatuses = ["active", "past_due"] as const satisfies readonly MembershipStatus[];

/** The tier a membership grants right now, or null when it grants nothing. */
export function effectiveTier(membership: MembershipState | null | undefined, now = new Date()): Tier | null {
  if (!membership || !(accessStatuses as readonly string[]).includes(membership.status)) return null;
  if (membership.currentPeriodEnd && membership.currentPeriodEnd.getTime() <= now.getTime()) return null;
  return membership.tier;
}

/** Rookie items are open to everyone; PRO needs PRO or ALL STAR; ALL STAR needs ALL STAR. */
export function canAccessTier(required: Tier, viewerTier: Tier | null): boolean {
  if (required === "rookie") return true;
  return viewerTier !== null && rank[viewerTier] >= rank[required];
}

/** Supplement buy links are a PRO benefit. */
export const canSeeSupplementLinks = (viewerTier: Tier | null) => canAccessTier("pro", viewerTier);

/** Only ALL STAR members may message a creator. */
export const canMessageCreator = (viewerTier: Tier | null) => viewerTier === "all_star";

export type MembershipSummary = "all_star" | "pro" | "free" | "none";

/** The follower dashboard's membership status: the best tier among active memberships. */
export function summarizeMemberships(activeTiers: readonly Tier[]): MembershipSummary {
  if (activeTiers.includes("all_star")) return "all_star";
  if (activeTiers.includes("pro")) return "pro";
  return activeTiers.length > 0 ? "free" : "none";
}

/** The price a member pays each month for a tier, in cents. */
export function monthlyPriceCents(tier: Tier, prices: { proPriceCents: number; allStarPriceCents: number }) {
  if (tier === "pro") return prices.proPriceCents;
  if (tier === "all_star") return prices.allStarPriceCents;
  return 0;
}
