// A list that loads in pages (an infinite query), in the states every such list shows: loading, the
// first page failed, nothing yet, the items, a later page failed, and "Load more".
import type { ReactNode } from "react";
import { Button } from "./button";
import { LoadError } from "./load-error";

/** What the list reads of TanStack Query's useInfiniteQuery result. */
export interface PagedQuery<Page> {
  data: { pages: Page[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch(): unknown;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

interface PagedListProps<Page, Item> {
  query: PagedQuery<Page>;
  /** The items shown, from the pages loaded so far. */
  itemsOf(pages: Page[]): Item[];
  /** Shown while the first page loads: a skeleton or a status line, announced to screen readers. */
  loading: ReactNode;
  /** What a failed load says, with a retry: in place of the list, or under it for a later page. */
  loadFailed: string;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  loadMoreLabel: string;
  children(items: Item[]): ReactNode;
}

export function PagedList<Page, Item>({
  query,
  itemsOf,
  loading,
  loadFailed,
  empty,
  loadMoreLabel,
  children,
}: PagedListProps<Page, Item>) {
  if (query.isPending) return loading;
  // A failed first page replaces the list; a failed later page keeps what is shown and offers a retry below it.
  if (query.isError && !query.isFetchNextPageError)
    return <LoadError message={loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />;
  const items = itemsOf(query.data?.pages ?? []);
  if (items.length === 0 && !query.hasNextPage) return empty;
  return (
    <div className="space-y-4">
      {children(items)}
      {query.isFetchNextPageError && (
        <LoadError
          message={loadFailed}
          onRetry={() => void query.fetchNextPage()}
          isRetrying={query.isFetchingNextPage}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
