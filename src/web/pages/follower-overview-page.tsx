// The follower dashboard's first screen: greeting, figures, subscriptions and where to go next.
import { MemberPostSlots } from "./member-post-slots";
import { useTranslation } from "../i18n";
import { useSession } from "../lib/session";
import { LatestContentGrid } from "../features/content/latest-content-grid";
import { displayNameOf } from "../features/dashboards/display-name";
import { FollowerStatCards } from "../features/dashboards/follower-stat-cards";
import { FOLLOWER_DASHBOARD } from "../features/dashboards/follower-layout";
import { MySubscriptionsGrid } from "../features/memberships/my-subscriptions-grid";
import { SectionCard } from "../features/dashboards/section-card";

export function FollowerOverviewPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("dashboard.follower.nav.overview")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("dashboard.greeting", { name: user ? displayNameOf(user) : "" })}
        </h1>
        <p className="mt-2 text-slate-600">{t("dashboard.follower.overview.intro")}</p>
      </header>

      <FollowerStatCards />
      <MySubscriptionsGrid />
      <MemberPostSlots>
        <LatestContentGrid />
      </MemberPostSlots>

      <section aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className="text-lg font-semibold text-slate-900">
          {t("dashboard.quickActions")}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <SectionCard
            to={`${FOLLOWER_DASHBOARD}/membership`}
            icon="membership"
            title={t("dashboard.follower.nav.membership")}
            description={t("dashboard.follower.overview.membership")}
          />
          <SectionCard
            to={`${FOLLOWER_DASHBOARD}/favorites`}
            icon="favorites"
            title={t("dashboard.follower.nav.favorites")}
            description={t("dashboard.follower.overview.favorites")}
          />
        </div>
      </section>
    </div>
  );
}
