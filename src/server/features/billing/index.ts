// What the billing feature offers other features: hooks, functions and types (never components).
export type { BillingDeps } from "./deps";
export { creatorRevenueThisMonth, platformRevenue, platformOneOffThisMonth, startOfMonth } from "./ledger";
export { applyPairMembership, syncSubscription } from "./subscription-sync";
export { hasHadTrialCondition, platformTrialsThisMonth, trialOfferOf } from "./trials";
