// The explore directory, a keyset page at a time (kept apart from queries.ts so the home and
// profile pages do not download useInfiniteQuery).
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { CreatorCard } from "../../../domain/creators";
import { get } from "../../lib/api";
import { creatorKeys, type ExploreFilters, type Viewer } from "./queries";

interface ExplorePage {
  creators: CreatorCard[];
  nextCursor: string | null;
}

/** The explore directory, a keyset page at a time; the previous results stay on screen while filters change. */
export const useExploreCreators = (filters: ExploreFilters, viewer: Viewer) =>
  useInfiniteQuery({
    queryKey: creatorKeys.explore(filters, viewer.id),
    enabled: viewer.isKnown,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.search) params.set("search", filters.search);
      if (filters.category) params.set("category", filters.category);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return get<ExplorePage>(`/creators${query ? `?${query}` : ""}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
