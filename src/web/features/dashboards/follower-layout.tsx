// The follower dashboard: sidebar of sections, collapsing to a menu button on small screens.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { DashboardIcon } from "../../ui/dashboard-icons";
import { DashboardLayout } from "./dashboard-layout";
import type { DashboardSection } from "./dashboard-nav";

export const followerSections: DashboardSection[] = [
  { path: "", icon: "overview", labelKey: "dashboard.follower.nav.overview" },
  { path: "today", icon: "routines", labelKey: "dashboard.follower.nav.today" },
  { path: "plan", icon: "plan", labelKey: "dashboard.follower.nav.plan" },
  { path: "check-in", icon: "checkIns", labelKey: "dashboard.follower.nav.checkIn" },
  { path: "subscriptions", icon: "subscriptions", labelKey: "dashboard.follower.nav.subscriptions" },
  { path: "membership", icon: "membership", labelKey: "dashboard.follower.nav.membership" },
  { path: "favorites", icon: "favorites", labelKey: "dashboard.follower.nav.favorites" },
  { path: "downloads", icon: "downloads", labelKey: "dashboard.follower.nav.downloads" },
  { path: "gifts", icon: "tips", labelKey: "dashboard.follower.nav.gifts" },
  { path: "live", icon: "live", labelKey: "dashboard.follower.nav.live" },
  { path: "inbox", icon: "inbox", labelKey: "dashboard.follower.nav.inbox" },
  { path: "notifications", icon: "notifications", labelKey: "dashboard.follower.nav.notifications" },
  { path: "settings", icon: "settings", labelKey: "dashboard.follower.nav.settings" },
];

export const FOLLOWER_DASHBOARD = "/dashboard/follower";

export function FollowerLayout() {
  const { t } = useTranslation();
  return (
    <DashboardLayout
      basePath={FOLLOWER_DASHBOARD}
      title={t("dashboard.follower.title")}
      sections={followerSections}
      footer={
        <Link
          to="/explore"
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <DashboardIcon name="explore" className="h-5 w-5 text-slate-400" />
          {t("dashboard.follower.exploreCreators")}
        </Link>
      }
    />
  );
}
