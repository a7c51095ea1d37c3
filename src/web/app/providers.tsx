// App-wide providers: a last-resort error screen and the server-state cache, around the router
// the caller gives (the browser's in the client, a static one when the server renders a page).
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api";
import { ErrorBoundary } from "./error-boundary";
import { logApiError } from "./error-log";

/** Network failures and server errors go to the local API error log; a 4xx is the user's to fix, not a fault. */
function logIfFault(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    const details =
      error instanceof ApiError
        ? `${error.status} ${error.code}${error.requestId ? ` (request ${error.requestId})` : ""}`
        : undefined;
    logApiError(error, { details });
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logIfFault }),
    mutationCache: new MutationCache({ onError: logIfFault }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network hiccups and 5xx may.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
