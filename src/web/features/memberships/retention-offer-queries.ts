// Server state of the creator's retention offer in the cancel dialog: accepting it, and the creator's
// monthly prices it is worded with. Apart from queries.ts, which every first visit downloads.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { PaidTier } from "../../../domain/memberships";
import { api } from "../../lib/api";
import { creatorKeys } from "../../lib/query-keys";
import { useRefreshAfterMembershipChange } from "./queries";

/**
 * Takes the retention offer instead of cancelling: the membership renews, at the discount. It is
 * done once everything showing the membership has been read again (rather than written into the
 * cache, which would widen what queries.ts hands out from the first-visit bundle).
 */
export function useAcceptRetentionOffer(username: string) {
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: () => api("POST /me/memberships/:username/retention-offer", { params: { username } }),
    onSuccess: () => refresh(),
  });
}

/** A paid tier's monthly price with the creator (the same for every viewer), while `enabled`. */
export function useMonthlyPrice(username: string, tier: PaidTier, enabled: boolean) {
  const prices = useQuery({
    queryKey: [...creatorKeys.all, "prices", username.toLowerCase()],
    queryFn: () => api("GET /creators/:username", { params: { username } }).then((profile) => profile.prices),
    enabled,
  });
  if (!prices.data) return null;
  return tier === "pro" ? prices.data.proCents : prices.data.allStarCents;
}
