// What the creators feature offers other features: hooks, functions and types (never components).
export type { PublicProfile } from "./public-profile";
export { useCreatorProfile } from "./queries";
export { useViewer } from "./use-viewer";
