// What the push feature offers other features: hooks and types (never components).
export { usePushPreferences, useSavePushPreferences } from "./queries";
