// What each plan includes, as string keys under plans.features.<tier>, and where each benefit is
// in the app. Kept apart from the cards so the generic and per-creator pages list the same
// benefits; tests/structure/plan-benefits.test.ts fails on a benefit with no page behind it.
import type { Tier } from "../../../domain/memberships";

export const planFeatures = {
  rookie: ["freeContent", "basicWorkouts", "community", "weeklyTips"],
  pro: ["premiumWorkouts", "nutritionPlans", "dailyRoutine", "prioritySupport", "exclusiveContent"],
  all_star: ["liveSessions", "directMessaging", "personalizedPlans", "oneOnOne", "supplementAdvice"],
} as const satisfies Record<Tier, readonly string[]>;

export type Benefit = (typeof planFeatures)[Tier][number];

/** Where a benefit is: on the chosen creator's pages (`:username`), or in the member's own dashboard. */
export const benefitPaths: Record<Benefit, string> = {
  freeContent: "/influencer/:username?tab=content",
  basicWorkouts: "/influencer/:username?tab=content",
  community: "/influencer/:username/community",
  weeklyTips: "/dashboard/follower/settings",
  premiumWorkouts: "/influencer/:username?tab=content",
  nutritionPlans: "/influencer/:username?tab=content",
  dailyRoutine: "/influencer/:username?tab=routine",
  prioritySupport: "/support",
  exclusiveContent: "/influencer/:username?tab=content",
  liveSessions: "/dashboard/follower/live",
  directMessaging: "/dashboard/follower/inbox",
  personalizedPlans: "/dashboard/follower/plan",
  oneOnOne: "/dashboard/follower/check-in",
  supplementAdvice: "/influencer/:username",
};

/** A benefit's link; without a creator chosen, the creators' pages are found from Explore. */
export const benefitPath = (benefit: Benefit, username?: string) => {
  const path = benefitPaths[benefit];
  if (!path.includes(":username")) return path;
  return username ? path.replace(":username", encodeURIComponent(username)) : "/explore";
};

const rank: Record<Tier, number> = { rookie: 0, pro: 1, all_star: 2 };

/** Whether `tier` sits below the viewer's current one (so it is already included). */
export const isBelow = (tier: Tier, current: Tier) => rank[tier] < rank[current];
