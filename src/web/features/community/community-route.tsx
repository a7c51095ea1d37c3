// The community's one route module, kept tiny: the router's preload list for it is part of every
// first visit (the profile has almost no bytes to spare), so it names this chunk only and the
// screens load after it.
import { lazy } from "react";
import { useParams } from "react-router";

const CommunityPage = lazy(() => import("./community-page").then((module) => ({ default: module.CommunityPage })));
const CommunityDashboardPage = lazy(() =>
  import("./community-dashboard-page").then((module) => ({ default: module.CommunityDashboardPage })),
);

/** With a username, that creator's community; without one (the creator's dashboard), their own with its setting. */
export function CommunityRoute() {
  const { username } = useParams();
  return username ? <CommunityPage /> : <CommunityDashboardPage />;
}
