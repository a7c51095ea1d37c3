// What each plan includes, as string keys under plans.features.<tier>. Kept apart from the
// cards so the generic and per-creator pages list the same benefits.
import type { Tier } from "../../../domain/memberships";

export const planFeatures: Record<Tier, readonly string[]> = {
  rookie: ["freeContent", "basicWorkouts", "community", "weeklyTips"],
  pro: ["premiumWorkouts", "nutritionPlans", "dailyRoutine", "prioritySupport", "exclusiveContent"],
  all_star: ["directMessaging", "personalizedPlans", "oneOnOne", "liveSessions", "supplementAdvice"],
};

const rank: Record<Tier, number> = { rookie: 0, pro: 1, all_star: 2 };

/** Whether `tier` sits below the viewer's current one (so it is already included). */
export const isBelow = (tier: Tier, current: Tier) => rank[tier] < rank[current];
