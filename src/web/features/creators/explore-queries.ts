// The explore directory, a keyset page at a time (kept apart from queries.ts so the home and
// profile pages do not download useInfiniteQuery).
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { creatorKeys, type ExploreFilters, type Viewer } from "./queries";

/** The explore directory, a keyset page at a time; the previous results stay on screen while filters change. */
export const useExploreCreators = (filters: ExploreFilters, viewer: Viewer) =>
  useInfiniteQuery({
    queryKey: creatorKeys.explore(filters, viewer.id),
    enabled: viewer.isKnown,
    queryFn: ({ pageParam }) =>
      api("GET /creators", { query: { search: filters.search, category: filters.category, cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
