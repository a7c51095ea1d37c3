// What the messages feature offers other features: hooks, functions and types (never components).
export { messageKeys } from "./queries";
