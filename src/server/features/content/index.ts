// What the content feature offers other features: hooks, functions and types (never components).
export { streamFile } from "./media-routes";
export { postAccessFor, membershipRequired, postNotFound } from "./post-access";
export { selectPostRows, toPostCard } from "./post-cards";
export { videoFilesPrefix } from "./post-files";
export { findOpenPost, findPostFor } from "./post-reads";
export { withPurchases } from "./purchased-posts";
export { createPost, type ContentDeps } from "./post-writes";
export { withOpening } from "./release-cards";
export { storeTeaser } from "./teasers";
export { TRANSCODE_JOB } from "./video-queue";
