// Server state of payments: starting a checkout and reading where it stands on the way back,
// the follower's payment portal, and the creator's payout account and billing terms.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckoutRequest } from "../../../domain/billing";
import type { BillingTerms } from "../../../domain/billing-terms";
import { api } from "../../lib/api";
import { joinSourceFor } from "../../lib/join-source";
import { useRefreshAfterMembershipChange } from "../memberships";
import { useCheckoutSyncQuery } from "./checkout-return";
import { useRedirectMutation } from "./redirect-mutation";
import { requireUrl } from "../../lib/error-reason";

export const billingKeys = {
  all: ["billing"] as const,
  /** `round` starts a fresh series of answers when the follower asks to check again. */
  checkout: (sessionId: string, round: number) => [...billingKeys.all, "checkout", sessionId, round] as const,
  payoutAccount: () => [...billingKeys.all, "payout-account"] as const,
  terms: () => [...billingKeys.all, "terms"] as const,
};

/** Creates a checkout with the provider and sends the browser to its page. */
export const useStartCheckout = () =>
  useRedirectMutation((input: CheckoutRequest) =>
    api("POST /billing/checkout", { body: { source: joinSourceFor(input.creator), ...input } }).then(requireUrl),
  );

/**
 * Where the checkout the follower came back from stands. The server reads the provider's truth,
 * so asking is safe to repeat; an open checkout is asked again every second for a few answers.
 */
export function useCheckoutSync(sessionId: string, round: number) {
  const refresh = useRefreshAfterMembershipChange();
  return useCheckoutSyncQuery(billingKeys.checkout(sessionId, round), sessionId, async () => {
    const result = await api("POST /billing/checkout/:sessionId/sync", { params: { sessionId } });
    if (result.status === "complete") await refresh();
    return result;
  });
}

/** A customer portal session with the provider, where the follower manages cards and invoices. */
export const usePaymentPortal = () => useMutation({ mutationFn: () => api("POST /billing/portal").then(requireUrl) });

export const usePayoutAccount = () =>
  useQuery({ queryKey: billingKeys.payoutAccount(), queryFn: () => api("GET /me/payout-account") });

/** Reads the payout status again from the provider (after onboarding sent the creator back). */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /me/payout-account/refresh"),
    onSuccess: (account) => {
      queryClient.setQueryData(billingKeys.payoutAccount(), account);
      // A read of the account that started before this one may still answer with the old status.
      void queryClient.invalidateQueries({ queryKey: billingKeys.payoutAccount() });
    },
  });
}

/** Onboarding while the account is not verified, the payout dashboard once it is; opened in this tab. */
export const usePayoutLink = () => useRedirectMutation(() => api("POST /me/payout-account/link").then(requireUrl));

/** The free trials and yearly discounts the creator offers per tier. */
export const useBillingTerms = () =>
  useQuery({ queryKey: billingKeys.terms(), queryFn: () => api("GET /me/billing-terms") });

export function useSaveBillingTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: BillingTerms) => api("PUT /me/billing-terms", { body: terms }),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.terms(), saved),
  });
}
