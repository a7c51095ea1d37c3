// The creator dashboard: sidebar of sections, a drawer on small screens.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useSession } from "../../lib/session";
import { DashboardIcon } from "../../ui/dashboard-icons";
import { DashboardLayout } from "./dashboard-layout";
import type { DashboardSection } from "./dashboard-nav";

export const influencerSections: DashboardSection[] = [
  { path: "", icon: "overview", labelKey: "dashboard.influencer.nav.overview" },
  { path: "posts", icon: "posts", labelKey: "dashboard.influencer.nav.posts" },
  { path: "create-post", icon: "createPost", labelKey: "dashboard.influencer.nav.createPost" },
  { path: "routines", icon: "routines", labelKey: "dashboard.influencer.nav.routines" },
  { path: "programs", icon: "programs", labelKey: "dashboard.influencer.nav.programs" },
  { path: "clients", icon: "subscribers", labelKey: "dashboard.influencer.nav.clients" },
  { path: "check-ins", icon: "checkIns", labelKey: "dashboard.influencer.nav.checkIns" },
  { path: "inbox", icon: "inbox", labelKey: "dashboard.influencer.nav.inbox" },
  { path: "notifications", icon: "notifications", labelKey: "dashboard.influencer.nav.notifications" },
  { path: "community", icon: "community", labelKey: "dashboard.influencer.nav.community" },
  { path: "live", icon: "live", labelKey: "dashboard.influencer.nav.live" },
  { path: "subscribers", icon: "subscribers", labelKey: "dashboard.influencer.nav.subscribers" },
  { path: "tips", icon: "tips", labelKey: "dashboard.influencer.nav.tips" },
  { path: "analytics", icon: "analytics", labelKey: "dashboard.influencer.nav.analytics" },
  { path: "profile", icon: "profile", labelKey: "dashboard.influencer.nav.profile" },
];

export const INFLUENCER_DASHBOARD = "/dashboard/influencer";

export function InfluencerLayout() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <DashboardLayout
      basePath={INFLUENCER_DASHBOARD}
      title={t("dashboard.influencer.title")}
      sections={influencerSections}
      footer={
        user && (
          <Link
            to={`/influencer/${encodeURIComponent(user.username)}`}
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <DashboardIcon name="external" className="h-5 w-5 text-slate-400" />
            {t("dashboard.influencer.viewPublicProfile")}
          </Link>
        )
      }
    />
  );
}
