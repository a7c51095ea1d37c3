import { Outlet } from "react-router";

export function FollowerLayout() {
  return <Outlet />;
}
