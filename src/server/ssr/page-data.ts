// The data each server-rendered public page shows, from the same services the API's routes call,
// shaped as the API answers it (JSON), so the page renders from it as from its own requests.
import { exploreCategories, SEARCH_MAX_LENGTH, type ExploreCategory } from "../../domain/creators";
import type { Database } from "../db/client";
import { getPublicProfile } from "../features/creators/public-profile";
import type { PublicOffers } from "../features/creators/public-offers";
import { exploreCreators, listFeaturedCreators } from "../features/creators/service";

export type PublicPage = "home" | "explore" | "profile" | "plans";

/** What the web's renderer (src/web/entry-server.tsx) takes as `data`. */
export interface PageData {
  featured?: unknown[];
  explore?: { filters: { search: string; category: ExploreCategory | null }; page: unknown };
  creator?: { username: string; profile: unknown };
}

/** What JSON makes of a value: dates become strings, undefined fields disappear. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Explore's filters read from the query string exactly as the page reads them (use-explore-filters.ts). */
export function exploreFilters(url: URL) {
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const category = url.searchParams.get("category");
  return {
    search,
    category: exploreCategories.includes(category as ExploreCategory) ? (category as ExploreCategory) : null,
  };
}

/** A visitor's view (no session) of the page at `url`. */
export async function loadPageData(
  db: Database,
  offers: PublicOffers,
  page: PublicPage,
  url: URL,
  username?: string,
): Promise<PageData> {
  switch (page) {
    case "home":
      return { featured: asJson(await listFeaturedCreators(db, offers)) };
    case "explore": {
      const filters = exploreFilters(url);
      const result = await exploreCreators(db, offers, {
        search: filters.search || undefined,
        category: filters.category ?? undefined,
      });
      return { explore: { filters, page: asJson(result) } };
    }
    case "profile":
    case "plans": {
      const name = username ?? "";
      return { creator: { username: name, profile: asJson(await getPublicProfile(db, name, null, offers)) } };
    }
  }
}
