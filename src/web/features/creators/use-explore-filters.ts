// Explore's search and category, kept in the query string (?search=&category=) so they survive
// reloads, shared links and back/forward. The search box updates the URL ~300 ms after typing stops.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ExploreCategory } from "../../../domain/creators";
import { exploreFiltersFrom, type ExploreFilters } from "../../../domain/explore-filters";

export const SEARCH_DEBOUNCE_MS = 300;

export function useExploreFilters() {
  const [params, setParams] = useSearchParams();
  const { search: urlSearch, category } = exploreFiltersFrom(params);

  // What is in the box; it runs ahead of the URL while the user types.
  const [searchDraft, setSearchDraft] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    // The URL changed (back/forward, Clear Filters, our own debounced write): follow it,
    // unless it only caught up with what is typed, so trailing spaces and the caret stay put.
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== searchDraft.trim()) setSearchDraft(urlSearch);
  }

  useEffect(() => {
    const wanted = searchDraft.trim();
    if (wanted === urlSearch) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set("search", wanted);
          else next.delete("search");
          return next;
        },
        // Typing refines one search: it should not leave a history entry per pause.
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchDraft, urlSearch, setParams]);

  const setCategory = (next: ExploreCategory | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set("category", next);
      else updated.delete("category");
      return updated;
    });

  const clearFilters = () => {
    setSearchDraft("");
    setParams(new URLSearchParams());
  };

  const filters: ExploreFilters = { search: urlSearch, category };
  return {
    filters,
    searchDraft,
    setSearchDraft,
    setCategory,
    clearFilters,
    hasFilters: Boolean(urlSearch || category || searchDraft.trim()),
  };
}
