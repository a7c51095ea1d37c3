// What the uploads feature offers other features: hooks, functions and types (never components).
export { removeAbandonedUploads } from "./cleanup";
