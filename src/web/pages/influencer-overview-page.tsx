// The creator dashboard's first screen: greeting, the four figures, the next things to do, an
// update to all members and recent activity.
import { useTranslation } from "../i18n";
import { useSession } from "../lib/session";
import { CreatorUpdateCard } from "../features/notifications/creator-update-card";
import { RecentActivity } from "../features/notifications/recent-activity";
import { displayNameOf } from "../features/dashboards/display-name";
import { InfluencerMetricCards } from "../features/dashboards/influencer-metric-cards";
import { QuickActions } from "../features/dashboards/quick-actions";

export function InfluencerOverviewPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("dashboard.influencer.nav.overview")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("dashboard.greeting", { name: user ? displayNameOf(user) : "" })}
        </h1>
        <p className="mt-2 text-slate-600">{t("dashboard.influencer.overview.intro")}</p>
      </header>

      <InfluencerMetricCards />
      <QuickActions />
      <CreatorUpdateCard />

      <RecentActivity role="influencer" />
    </div>
  );
}
