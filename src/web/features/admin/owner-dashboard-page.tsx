// /dashboard/owner: the platform's figures for the owner (OWNER_EMAILS); moderation tools come in a later release.
import { useTranslation } from "../../i18n";
import { MetricIcon } from "../dashboards/metric-icons";
import { PlatformFigures } from "./platform-figures";

export function OwnerDashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:px-6 md:py-10">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("owner.eyebrow")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("owner.title")}</h1>
        <p className="mt-2 text-slate-600">{t("owner.intro")}</p>
      </header>

      <PlatformFigures />

      <section aria-labelledby="owner-moderation" className="flex gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-slate-600 ring-1 ring-slate-200">
          <MetricIcon name="shield" />
        </span>
        <div>
          <h2 id="owner-moderation" className="font-semibold text-slate-900">
            {t("owner.moderation.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("owner.moderation.text")}</p>
        </div>
      </section>
    </div>
  );
}
