// Server state of the creator's offers (issue 25): the list, a new offer, and ending one. Offers are
// never edited: an ended offer stays in the list, and members who redeemed it keep their price.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OfferRequest } from "../../../domain/offer-requests";
import type { CreatorOffer } from "../../../domain/offers";
import { api } from "../../lib/api";

export type { CreatorOffer };

export const offerKeys = {
  all: ["offers"] as const,
  own: () => [...offerKeys.all, "own"] as const,
};

export const useOwnOffers = () =>
  useQuery({
    queryKey: offerKeys.own(),
    queryFn: (): Promise<CreatorOffer[]> => api("GET /me/offers").then((result) => result.offers),
  });

/** Puts the offer the server answered in the list (newest first), then reads the list again. */
function useOfferMutation<Input>(send: (input: Input) => Promise<{ offer: CreatorOffer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ offer }) => {
      queryClient.setQueryData<CreatorOffer[]>(offerKeys.own(), (list = []) =>
        list.some((item) => item.id === offer.id)
          ? list.map((item) => (item.id === offer.id ? offer : item))
          : [offer, ...list],
      );
      void queryClient.invalidateQueries({ queryKey: offerKeys.own() });
    },
  });
}

export const useCreateOffer = () => useOfferMutation((offer: OfferRequest) => api("POST /me/offers", { body: offer }));

/** Ends the offer now: no one can redeem it any more. */
export const useEndOffer = () => useOfferMutation((id: string) => api("DELETE /me/offers/:id", { params: { id } }));
