// The creator overview's shortcuts: create a post, plan routines, edit the profile, see the public profile.
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { INFLUENCER_DASHBOARD } from "./influencer-layout";
import { SectionCard } from "./section-card";

export function QuickActions() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        {t("dashboard.quickActions")}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SectionCard
          to={`${INFLUENCER_DASHBOARD}/create-post`}
          icon="createPost"
          title={t("dashboard.actions.createPost.title")}
          description={t("dashboard.actions.createPost.text")}
        />
        <SectionCard
          to={`${INFLUENCER_DASHBOARD}/routines`}
          icon="routines"
          title={t("dashboard.actions.routines.title")}
          description={t("dashboard.actions.routines.text")}
        />
        <SectionCard
          to={`${INFLUENCER_DASHBOARD}/profile`}
          icon="profile"
          title={t("dashboard.actions.profile.title")}
          description={t("dashboard.actions.profile.text")}
        />
        {user && (
          <SectionCard
            to={`/influencer/${encodeURIComponent(user.username)}`}
            icon="external"
            title={t("dashboard.actions.publicProfile.title")}
            description={t("dashboard.actions.publicProfile.text")}
          />
        )}
      </div>
    </section>
  );
}
