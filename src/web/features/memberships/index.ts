// What the memberships feature offers other features: hooks, functions and types (never components).
export { endsAtPeriodEnd, membershipOptions } from "./membership-state";
export {
  findMembership,
  useChangeTier,
  useFollowCreator,
  useOwnMemberships,
  useRefreshAfterMembershipChange,
  useUnfollowCreator,
} from "./queries";
