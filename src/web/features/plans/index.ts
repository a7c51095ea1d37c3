// What the plans feature offers other features: hooks, functions and types (never components).
export { planFeatures } from "./plan-features";
