// Both check-in pages in one lazy module: the router names it once, which keeps the first
// visit's router code (and its list of chunks to preload) as small as one route's.
export { CheckinPage } from "./checkin-page";
export { CheckinsPage } from "./checkins-page";
