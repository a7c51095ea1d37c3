// What the media feature offers other features: hooks, functions and types (never components).
export { checkImageDimensions, decodeOptions } from "./image-limits";
export { forgetOldImageUploadAttempts, takeImageUploadSlot } from "./image-upload-rate";
export { storeProfileImage } from "./images";
export { withoutMetadata } from "./picture-metadata";
