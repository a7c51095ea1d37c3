// What the coaching feature offers other features: hooks, functions and types (never components).
export { coachingKeys } from "./keys";
