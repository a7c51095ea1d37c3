// What the community feature offers other features: hooks, functions and types (never components).
export { communityKeys } from "./queries";
