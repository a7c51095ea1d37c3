// Route guards: signed-out visitors go to /login, a role mismatch goes to /.
import { Navigate, Outlet, useLocation } from "react-router";
import { homePathFor, type Role } from "../../domain/roles";
import { useSession } from "../lib/session";
import { PageSpinner } from "../ui/spinner";

export function RequireRole({ role }: { role: Role }) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (user.role !== role) return <Navigate to="/" replace />;
  return <Outlet />;
}

export function RequireOwner() {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!user.isOwner) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /dashboard sends each user to their own dashboard. */
export function DashboardRedirect() {
  const { data: user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: "/dashboard" }} />;
  return <Navigate to={homePathFor(user.role)} replace />;
}
