// Server state of gift memberships: starting a gift's checkout, where it stands when the buyer comes
// back, the gifts a member gave (and refunding one), and a gift as its recipient sees and redeems it.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { GiftPreview, GiftRequest, GiftSyncResponse, GivenGift, RedeemedGift } from "../../../domain/gifts";
import { api } from "../../lib/api";
import { requireUrl } from "../../lib/error-reason";
import { useCheckoutSyncQuery, useRedirectMutation } from "../billing";
import { useRefreshAfterMembershipChange } from "../memberships";

export const giftKeys = {
  all: ["gifts"] as const,
  given: () => [...giftKeys.all, "given"] as const,
  /** `round` starts a fresh series of answers when the buyer asks to check again. */
  checkout: (sessionId: string, round: number) => [...giftKeys.all, "checkout", sessionId, round] as const,
  preview: (token: string) => [...giftKeys.all, "preview", token] as const,
};

export interface GivenGiftPage {
  gifts: GivenGift[];
  nextCursor: string | null;
}

/** Creates the gift's checkout with the provider and sends the browser there. */
export const useSendGift = () =>
  useRedirectMutation((gift: GiftRequest) => api("POST /gifts", { body: gift }).then(requireUrl));

/** Where the gift's checkout stands; an open checkout is asked again every second for a few answers. */
export const useGiftSync = (sessionId: string, round: number) =>
  useCheckoutSyncQuery(giftKeys.checkout(sessionId, round), sessionId, (): Promise<GiftSyncResponse> =>
    api("POST /gifts/:sessionId/sync", { params: { sessionId } }),
  );

/** The gifts the member gave, newest first, a keyset page at a time. */
export const useGivenGifts = () =>
  useInfiniteQuery({
    queryKey: giftKeys.given(),
    queryFn: ({ pageParam }): Promise<GivenGiftPage> => api("GET /me/gifts", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Takes a gift nobody redeemed back; its row in the list changes to the answer at once. */
export function useRefundGift(id: string) {
  const queryClient = useQueryClient();
  const replace = (gift: GivenGift) =>
    queryClient.setQueryData<InfiniteData<GivenGiftPage>>(giftKeys.given(), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              gifts: page.gifts.map((item) => (item.id === gift.id ? gift : item)),
            })),
          }
        : data,
    );
  return useMutation({
    mutationFn: () => api("POST /me/gifts/:id/refund", { params: { id } }),
    onSuccess: ({ gift }) => replace(gift),
  });
}

/** What a redeem link gives, for anyone holding it (signed in or not). */
export const useGiftPreview = (token: string) =>
  useQuery({
    queryKey: giftKeys.preview(token),
    queryFn: (): Promise<GiftPreview> => api("GET /gifts/redeem/:token", { params: { token } }),
  });

/** Redeems the gift for the signed-in member; whatever shows their memberships is read again. */
export function useRedeemGift(token: string) {
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: (): Promise<RedeemedGift> => api("POST /gifts/redeem/:token", { params: { token } }),
    onSuccess: () => void refresh(),
  });
}
