// App-wide providers: a last-resort error screen, the server-state cache and the router.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter } from "react-router";
import { ApiError } from "../lib/api";
import { AppRoutes } from "../router";
import { ErrorBoundary } from "./error-boundary";
import { logApiError } from "./error-log";

/** Network failures and server errors go to the local API error log; a 4xx is the user's to fix, not a fault. */
function logIfFault(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    const details = error instanceof ApiError ? `${error.status} ${error.code}${error.requestId ? ` (request ${error.requestId})` : ""}` : undefined;
    logApiError(error, { details });
  }
}

function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logIfFault }),
    mutationCache: new MutationCache({ onError: logIfFault }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network hiccups and 5xx may.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
