// The frame of every page: skip link, top navigation, the page, the footer and the debug panel.
import { Suspense } from "react";
import { useTranslation } from "../i18n";
import { Outlet, useLocation } from "react-router";
import { PageSpinner } from "../ui/spinner";
import { DebugPanelLauncher } from "./debug-panel-launcher";
import { ErrorBoundary } from "./error-boundary";
import { SiteFooter } from "./site-footer";
import { TopNav } from "./top-nav";

export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <TopNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Leaving a broken page clears the error; layouts (dashboard sidebars) stay mounted across pages. */}
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <DebugPanelLauncher />
    </div>
  );
}
