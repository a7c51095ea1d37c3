// No creator matches the filters (or none has a complete profile yet).
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { SearchIcon } from "./explore-icons";

export function ExploreEmpty({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t("explore.empty.title")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">
        {t(hasFilters ? "explore.empty.filtered" : "explore.empty.none")}
      </p>
      {hasFilters && (
        <Button variant="secondary" onClick={onClear} className="mt-5">
          {t("explore.filters.clear")}
        </Button>
      )}
    </div>
  );
}
