// Explore's search box, category choice and Clear Filters.
import clsx from "clsx";
import { useRef } from "react";
import { useTranslation } from "../../i18n";
import { useEarlyInput } from "../../lib/use-early-input";
import { exploreCategories, SEARCH_MAX_LENGTH, type ExploreCategory } from "../../../domain/creators";
import { Button } from "../../ui/button";
import { SearchIcon, XIcon } from "./explore-icons";

interface ExploreFiltersProps {
  searchDraft: string;
  onSearchChange: (text: string) => void;
  category: ExploreCategory | null;
  onCategoryChange: (category: ExploreCategory | null) => void;
  hasFilters: boolean;
  onClear: () => void;
}

const chip = (isActive: boolean) =>
  clsx(
    "shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors",
    isActive ? "bg-slate-900 text-white ring-slate-900" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-100",
  );

export function ExploreFilters({
  searchDraft,
  onSearchChange,
  category,
  onCategoryChange,
  hasFilters,
  onClear,
}: ExploreFiltersProps) {
  const { t } = useTranslation();
  const searchBox = useRef<HTMLInputElement>(null);
  useEarlyInput(searchBox, searchDraft, onSearchChange);
  return (
    <div role="search" className="space-y-4" aria-label={t("explore.filters.label")}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="explore-search" className="sr-only">
            {t("explore.filters.searchLabel")}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            ref={searchBox}
            id="explore-search"
            type="search"
            value={searchDraft}
            onChange={(event) => onSearchChange(event.target.value)}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("explore.filters.searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        {hasFilters && (
          <Button variant="secondary" size="lg" onClick={onClear} className="shrink-0 rounded-xl">
            <XIcon className="h-4 w-4" />
            {t("explore.filters.clear")}
          </Button>
        )}
      </div>
      <div
        role="group"
        aria-label={t("explore.filters.categoryLabel")}
        className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        <div className="flex gap-2 sm:flex-wrap">
          <button
            type="button"
            aria-pressed={category === null}
            onClick={() => onCategoryChange(null)}
            className={chip(category === null)}
          >
            {t("explore.filters.allCategories")}
          </button>
          {exploreCategories.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => onCategoryChange(category === value ? null : value)}
              className={chip(category === value)}
            >
              {t(`creators.categories.${value}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
