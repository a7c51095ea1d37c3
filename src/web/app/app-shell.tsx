// The frame of every page: top navigation, the page, and the debug panel.
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { ErrorBoundary } from "./error-boundary";

export function AppShell() {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        {/* A new page gets a fresh boundary, so leaving a broken page clears the error. */}
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
