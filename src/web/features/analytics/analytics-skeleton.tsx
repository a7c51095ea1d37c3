// What the analytics page shows while its figures load.
import { useTranslation } from "../../i18n";

export function AnalyticsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t("analytics.loading")}</span>
      <div aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-20 rounded-2xl bg-slate-200" />
        ))}
      </div>
      <div aria-hidden="true" className="grid animate-pulse gap-6 xl:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className="h-72 rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
