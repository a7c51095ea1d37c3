// What the content feature offers other features: hooks, functions and types (never components).
export { acceptFor, checkFile, formatBytes, maxMegabytes, withMimeType } from "./post-files";
export { storageProblem, storageProblemText, storageUsageKey, useStorageUsage } from "./storage-usage";
export { UploadError, uploadFile } from "./upload";
export type { UploadHandle } from "./upload";
