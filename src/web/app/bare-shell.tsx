// The frame of pages that stand outside the app's navigation (the sandbox provider's pages,
// which stand in for Stripe's hosted ones): only the error boundary and the loading state.
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { ErrorBoundary } from "./error-boundary";

export function BareShell() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
