// /explore: the creator directory with search and category filters kept in the URL.
import { useTranslation } from "../../i18n";
import { CreatorGrid } from "./creator-grid";
import { ExploreFilters } from "./explore-filters";
import { useExploreCreators } from "./explore-queries";
import { useExploreFilters } from "./use-explore-filters";
import { useViewer } from "./use-viewer";

export function ExplorePage() {
  const { t } = useTranslation();
  const { filters, searchDraft, setSearchDraft, setCategory, clearFilters, hasFilters } = useExploreFilters();
  const explore = useExploreCreators(filters, useViewer());

  return (
    <div className="bg-slate-50">
      <title>{t("explore.documentTitle")}</title>
      <div className="bg-gradient-to-br from-slate-950 via-slate-900 to-brand-700/80">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{t("explore.title")}</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg">{t("explore.subtitle")}</p>
        </div>
      </div>
      <div className="mx-auto -mt-12 max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200 sm:p-6">
          <ExploreFilters
            searchDraft={searchDraft}
            onSearchChange={setSearchDraft}
            category={filters.category}
            onCategoryChange={setCategory}
            hasFilters={hasFilters}
            onClear={clearFilters}
          />
        </div>
        <section aria-labelledby="explore-results-title" className="mt-8">
          <h2 id="explore-results-title" className="sr-only">
            {t("explore.resultsTitle")}
          </h2>
          <CreatorGrid explore={explore} hasFilters={hasFilters} onClearFilters={clearFilters} />
        </section>
      </div>
    </div>
  );
}
