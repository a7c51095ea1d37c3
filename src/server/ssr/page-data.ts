// The data each server-rendered public page shows, from the same services the API's routes call,
// shaped as the API answers it (JSON), so the page renders from it as from its own requests.
import type { JSONParsed } from "hono/utils/types";
import { exploreFiltersFrom, type ExploreFilters } from "../../domain/explore-filters";
import type { Database } from "../db/client";
import { getPublicProfile } from "../features/creators/public-profile";
import type { PublicOffers } from "../features/creators/public-offers";
import { exploreCreators, listFeaturedCreators } from "../features/creators/service";

export type PublicPage = "home" | "explore" | "profile" | "plans";

/** What a service answers once it has been through JSON, as the API's routes answer it. */
type Json<Service extends (...args: never[]) => unknown> = JSONParsed<Awaited<ReturnType<Service>>>;

/**
 * The data a public page shows, as the API would answer it (JSON: dates as strings): what the web's
 * renderer (src/web/entry-server.tsx) takes as `data`, read there through api-contract.ts.
 */
export interface PageData {
  featured?: Json<typeof listFeaturedCreators>;
  explore?: { filters: ExploreFilters; page: Json<typeof exploreCreators> };
  /** The creator of /influencer/:username or /subscription/:username; null when there is none. */
  creator?: { username: string; profile: Json<typeof getPublicProfile> };
}

/** What JSON makes of a value: dates become strings, undefined fields disappear. */
const asJson = <T>(value: T) => JSON.parse(JSON.stringify(value)) as JSONParsed<T>;

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
      // Read as the page reads them (use-explore-filters.ts), so the rendered list is the one it shows.
      const filters = exploreFiltersFrom(url.searchParams);
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
