// Both community pages in one lazily loaded chunk: each route into a new chunk costs every first
// visit a few bytes of the router's preload list, and the profile has almost none to spare.
export { CommunityDashboardPage } from "./community-dashboard-page";
export { CommunityPage } from "./community-page";
