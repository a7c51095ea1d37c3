// What a page shows in place of its data while the query loads or after it failed: a loading line,
// or what failed with a button to try again. Nothing once the data is there.
import type { ReactNode } from "react";
import { LoadError } from "./load-error";
import { LoadingLine } from "./loading-line";

interface QueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function QueryStatus({ query, loading, failed }: { query: QueryState; loading: string; failed: ReactNode }) {
  if (query.isPending) return <LoadingLine label={loading} />;
  if (query.isError)
    return <LoadError message={failed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  return null;
}
