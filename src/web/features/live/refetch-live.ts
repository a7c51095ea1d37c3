// Makes queries stale after a live hint, so what the hint announced is what the next fetch shows.
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Invalidates these queries, first cancelling fetches already under way: a fetch that started
 * before the change may answer without it, and TanStack Query only cancels an in-flight fetch on
 * invalidation when the query already has data. A hint arriving during a page's first load would
 * otherwise be lost until the next one.
 */
export async function refetchLive(queryClient: QueryClient, keys: readonly QueryKey[]) {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
