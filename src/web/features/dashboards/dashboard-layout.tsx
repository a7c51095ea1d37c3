// The frame both dashboards share: a sidebar on wide screens, a menu button and drawer on small ones.
import * as Dialog from "@radix-ui/react-dialog";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Outlet, useLocation } from "react-router";
import { useSession } from "../../lib/session";
import { PageSpinner } from "../../ui/spinner";
import { DashboardIcon } from "../../ui/dashboard-icons";
import { DashboardNav, type DashboardSection } from "./dashboard-nav";

interface DashboardLayoutProps {
  basePath: string;
  title: string;
  sections: DashboardSection[];
  /** A link or two under the navigation, such as the public profile. */
  footer?: ReactNode;
}

/**
 * Who is signed in, over a second line: the dashboard's name in the sidebar, the email in the (already titled) drawer.
 */
function AccountChip({ caption }: { caption?: string }) {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <div className="flex items-center gap-3 px-3 pb-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
      >
        {(user.username || user.email).charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-slate-900">{user.username}</span>
        {caption ? (
          <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">{caption}</span>
        ) : (
          <span className="block truncate text-xs text-slate-500">{user.email}</span>
        )}
      </span>
    </div>
  );
}

export function DashboardLayout({ basePath, title, sections, footer }: DashboardLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following any link in it closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;
  const setIsDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);
  const current = sections.find(
    (section) => (section.path ? `${basePath}/${section.path}` : basePath) === pathname.replace(/\/$/, ""),
  );
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-8 px-4 py-6 sm:px-6 md:py-8">
      <aside className="hidden w-60 shrink-0 md:block">
        <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-3 pt-4 shadow-sm">
          <AccountChip caption={title} />
          <DashboardNav basePath={basePath} sections={sections} label={title} />
          {footer && <div className="mt-3 border-t border-slate-100 pt-3">{footer}</div>}
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <Dialog.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
          <div className="mb-5 flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm md:hidden">
            <p className="min-w-0 truncate text-sm">
              <span className="text-slate-500">{title}</span>
              {current && <span className="font-semibold text-slate-900"> / {t(current.labelKey)}</span>}
            </p>
            <Dialog.Trigger className="flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100">
              <DashboardIcon name="menu" className="h-4 w-4" />
              {t("dashboard.menu")}
            </Dialog.Trigger>
          </div>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-2xl focus:outline-none md:hidden"
            >
              <div className="mb-4 flex items-center justify-between">
                <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
                <Dialog.Close
                  className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
                  aria-label={t("common.close")}
                >
                  <DashboardIcon name="close" />
                </Dialog.Close>
              </div>
              <AccountChip />
              <DashboardNav basePath={basePath} sections={sections} label={title} onNavigate={closeDrawer} />
              {footer && <div className="mt-3 border-t border-slate-100 pt-3">{footer}</div>}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        {/* Only the content area waits for a section's code; the sidebar stays put. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
