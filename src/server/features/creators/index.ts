// What the creators feature offers other features: hooks, functions and types (never components).
export { refreshCreatorListing } from "./listing";
export { getPublicProfile } from "./public-profile";
