// Explore's filters in its query string: one reading for the explore page and its server rendering.
// Apart from creators.ts so that only explore's own download carries it (creators.ts is in every page's).
import { exploreCategories, SEARCH_MAX_LENGTH, type ExploreCategory } from "./creators";

/** Explore's filters as the page keeps them in its query string (?search=&category=). */
export interface ExploreFilters {
  search: string;
  category: ExploreCategory | null;
}

/**
 * Reads explore's filters from a query string, forgivingly: a shared or hand-typed link with an
 * unknown category or an overlong search still opens the page. The web's explore page and its
 * server rendering both read them here, so the rendered page matches the one the browser takes over.
 */
export function exploreFiltersFrom(params: URLSearchParams): ExploreFilters {
  const category = params.get("category");
  return {
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    category: exploreCategories.find((known) => known === category) ?? null,
  };
}
