// A new creator's analytics: nothing to chart yet, and what brings the first figures.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { DashboardIcon } from "../../ui/dashboard-icons";

export function NoAnalytics() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <DashboardIcon name="analytics" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t("analytics.empty.title")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("analytics.empty.text")}</p>
      <ButtonLink to="/dashboard/influencer/create-post" variant="secondary" className="mt-5">
        {t("analytics.empty.action")}
      </ButtonLink>
    </div>
  );
}
