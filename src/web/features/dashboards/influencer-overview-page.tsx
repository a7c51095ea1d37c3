// The creator dashboard's first screen: a greeting and the next things to do.
import { useTranslation } from "react-i18next";
import { useSession } from "../auth/queries";
import { ComingNext } from "./coming-next";
import { displayNameOf } from "./display-name";
import { INFLUENCER_DASHBOARD } from "./influencer-layout";
import { SectionCard } from "./section-card";

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

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
          {t("dashboard.quickActions")}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <SectionCard
            to={`${INFLUENCER_DASHBOARD}/create-post`}
            icon="createPost"
            title={t("dashboard.influencer.nav.createPost")}
            description={t("dashboard.influencer.overview.createPost")}
          />
          <SectionCard
            to={`${INFLUENCER_DASHBOARD}/routines`}
            icon="routines"
            title={t("dashboard.influencer.nav.routines")}
            description={t("dashboard.influencer.overview.routines")}
          />
          <SectionCard
            to={`${INFLUENCER_DASHBOARD}/profile`}
            icon="profile"
            title={t("dashboard.influencer.nav.profile")}
            description={t("dashboard.influencer.overview.profile")}
          />
          <SectionCard
            to={`${INFLUENCER_DASHBOARD}/inbox`}
            icon="inbox"
            title={t("dashboard.influencer.nav.inbox")}
            description={t("dashboard.influencer.overview.inbox")}
          />
        </div>
      </section>

      <ComingNext items={[t("dashboard.influencer.overview.nextMetrics"), t("dashboard.influencer.overview.nextActivity")]} />
    </div>
  );
}
