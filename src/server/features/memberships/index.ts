// What the memberships feature offers other features: hooks, functions and types (never components).
export { ownMembershipWith } from "./list";
export { featuredReviewsColumn } from "./reviews";
export { findCreatorId, ratingOf, recountMembers, unfollow, viewerTierFor } from "./service";
