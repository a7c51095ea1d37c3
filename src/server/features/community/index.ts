// What the community feature offers other features: hooks, functions and types (never components).
export { removeUntakenCommunityImages } from "./images";
export { removeReportedItem } from "./reports";
