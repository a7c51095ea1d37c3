import { Outlet } from "react-router";

export function InfluencerLayout() {
  return <Outlet />;
}
