// Server state of one-off payments: starting a tip's checkout or a post's (pay-per-view), where it
// stands when the member comes back, and the tips a creator received.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PurchaseSyncResponse } from "../../../domain/purchases";
import type { ReceivedTip, TipRequest } from "../../../domain/tips";
import { api, ApiError } from "../../lib/api";
import { requireUrl } from "../../lib/error-reason";
import { nextSyncDelay } from "../billing";

export const tipKeys = {
  all: ["tips"] as const,
  received: () => [...tipKeys.all, "received"] as const,
  /** `round` starts a fresh series of answers when the member asks to check again. */
  purchase: (sessionId: string, round: number) => [...tipKeys.all, "purchase", sessionId, round] as const,
};

export interface ReceivedTipPage {
  tips: ReceivedTip[];
  nextCursor: string | null;
}

/**
 * Creates the tip's checkout with the provider and sends the browser there. The button stays busy
 * until the page unloads; coming back with Back restores the page as it was (back-forward cache),
 * so the mutation is reset then, as billing's checkout does.
 */
export function useSendTip() {
  const mutation = useMutation({
    mutationFn: (tip: TipRequest): Promise<string> => api("POST /tips", { body: tip }).then(requireUrl),
    onSuccess: (url) => window.location.assign(url),
  });
  useResetOnBackForward(mutation.reset);
  return mutation;
}

/**
 * Buys a pay-per-view post: creates its checkout and sends the browser there, as a tip does.
 * `onStale` runs when the post turns out to be open already (bought in another tab) or no longer
 * for sale, so whoever shows it can read it again.
 */
export function useUnlockPost(postId: string, onStale?: () => void) {
  const mutation = useMutation({
    mutationFn: (): Promise<string> => api("POST /posts/:id/unlock", { params: { id: postId } }).then(requireUrl),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      if (error instanceof ApiError && (error.code === "post_already_open" || error.code === "post_not_for_sale"))
        onStale?.();
    },
  });
  useResetOnBackForward(mutation.reset);
  return mutation;
}

/** A button that ends by leaving for the checkout is freed again when Back restores the page (back-forward cache). */
function useResetOnBackForward(reset: () => void) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
}

/**
 * Where the tip's checkout stands. The server reads the provider's truth, so asking is safe to
 * repeat; an open checkout is asked again every second for a few answers.
 */
export function usePurchaseSync(sessionId: string, round: number) {
  const queryClient = useQueryClient();
  const queryKey = tipKeys.purchase(sessionId, round);
  const query = useQuery({
    queryKey,
    queryFn: (): Promise<PurchaseSyncResponse> => api("POST /purchases/:sessionId/sync", { params: { sessionId } }),
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

/** The tips the creator received, newest first, a keyset page at a time. */
export const useReceivedTips = () =>
  useInfiniteQuery({
    queryKey: tipKeys.received(),
    queryFn: ({ pageParam }): Promise<ReceivedTipPage> => api("GET /me/tips", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
