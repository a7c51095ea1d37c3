// What a page the provider's checkout sends the member back to needs, for a membership's checkout
// (/subscription/success) and a one-off payment's (/purchase/thanks) alike: the session in the
// URL, the server asked where it stands until it is no longer open, at least 2 s of "processing",
// and "check again" when the checkout stays open.
import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../lib/api";
import { checkoutPhase, MIN_PROCESSING_MS, nextSyncDelay, useMinimumWait, type SyncAnswer } from "./checkout-sync";

/** Why the sync failed, for the page's words: an unknown checkout, signed out, or anything else. */
function returnFailure(error: unknown) {
  if (error instanceof ApiError && (error.code === "checkout_not_found" || error.status === 404)) return "notFound";
  if (error instanceof ApiError && error.status === 401) return "signedOut";
  return "failed";
}

/** The server's sync of one checkout, with how many answers the current round of asking got. */
export type CheckoutSyncQuery<T> = UseQueryResult<T> & { answers: number };

/** The server's sync of one checkout, asked again while it answers "open". */
export function useCheckoutSyncQuery<T extends SyncAnswer>(
  queryKey: QueryKey,
  sessionId: string,
  ask: () => Promise<T>,
): CheckoutSyncQuery<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ask,
    enabled: sessionId !== "",
    staleTime: Infinity,
    refetchInterval: (current) => nextSyncDelay(current.state.data, current.state.dataUpdateCount),
    // An unknown session stays unknown; only network trouble and server errors are worth a retry.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
  // Reading dataUpdatedAt re-renders on every answer, even one equal to the last ("open" again).
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { ...query, answers };
}

/**
 * The return page's state. `useSync` is the feature's sync query for a session and a round of
 * asking; each "check again" starts a new round.
 */
export function useCheckoutReturn<T extends SyncAnswer>(
  useSync: (sessionId: string, round: number) => CheckoutSyncQuery<T>,
) {
  const sessionId = useSearchParams()[0].get("session_id")?.trim() ?? "";
  const [round, setRound] = useState(0);
  const hasWaited = useMinimumWait(MIN_PROCESSING_MS);
  const sync = useSync(sessionId, round);
  const phase = checkoutPhase({ hasWaited, isError: sync.isError, data: sync.data, answers: sync.answers });
  const failure = returnFailure(sync.error);
  return { sessionId, sync, phase, failure, checkAgain: () => setRound((current) => current + 1) };
}
