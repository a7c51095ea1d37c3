// Server state of an offer code on a creator's plan page (?offer=CODE): the offer it stands for,
// answered only while it can be redeemed (404 offer_not_found, 409 offer_ended or offer_used_up).
import { useQuery } from "@tanstack/react-query";
import type { PublicOffer } from "../../../domain/offers";
import { api } from "../../lib/api";

export const offerKeys = {
  all: ["plans", "offer"] as const,
  code: (username: string, code: string) => [...offerKeys.all, username.toLowerCase(), code] as const,
};

export const usePublicOffer = (username: string, code: string | null) =>
  useQuery({
    queryKey: offerKeys.code(username, code ?? ""),
    queryFn: (): Promise<PublicOffer> =>
      api("GET /creators/:username/offers/:code", { params: { username, code: code ?? "" } }).then(
        (result) => result.offer,
      ),
    enabled: code !== null,
  });
