// Server state of one-off payments: starting a tip's checkout or a post's (pay-per-view), where it
// stands when the member comes back, and the tips a creator received.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { PurchaseSyncResponse } from "../../../domain/purchases";
import type { ReceivedTip, TipRequest } from "../../../domain/tips";
import { api, ApiError } from "../../lib/api";
import { requireUrl } from "../../lib/error-reason";
import { useCheckoutSyncQuery, useRedirectMutation } from "../billing";

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

/** Creates the tip's checkout with the provider and sends the browser there. */
export const useSendTip = () =>
  useRedirectMutation((tip: TipRequest) => api("POST /tips", { body: tip }).then(requireUrl));

/**
 * Buys a pay-per-view post: creates its checkout and sends the browser there, as a tip does.
 * `onStale` runs when the post turns out to be open already (bought in another tab) or no longer
 * for sale, so whoever shows it can read it again.
 */
export const useUnlockPost = (postId: string, onStale?: () => void) =>
  useRedirectMutation(
    () => api("POST /posts/:id/unlock", { params: { id: postId } }).then(requireUrl),
    (error) => {
      if (error instanceof ApiError && (error.code === "post_already_open" || error.code === "post_not_for_sale"))
        onStale?.();
    },
  );

/**
 * Where the tip's checkout stands. The server reads the provider's truth, so asking is safe to
 * repeat; an open checkout is asked again every second for a few answers.
 */
export const usePurchaseSync = (sessionId: string, round: number) =>
  useCheckoutSyncQuery(tipKeys.purchase(sessionId, round), sessionId, (): Promise<PurchaseSyncResponse> =>
    api("POST /purchases/:sessionId/sync", { params: { sessionId } }),
  );

/** The tips the creator received, newest first, a keyset page at a time. */
export const useReceivedTips = () =>
  useInfiniteQuery({
    queryKey: tipKeys.received(),
    queryFn: ({ pageParam }): Promise<ReceivedTipPage> => api("GET /me/tips", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
