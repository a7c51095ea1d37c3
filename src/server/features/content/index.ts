// What the content feature offers other features: hooks, functions and types (never components).
export { streamFile } from "./media-routes";
export { postAccessFor } from "./post-access";
export { selectPostRows, toPostCard } from "./post-cards";
export { findOpenPost, findPostFor } from "./post-reads";
export { withOpening } from "./release-cards";
