// Server state of payments: starting a checkout and reading where it stands on the way back,
// the follower's payment portal, and the creator's payout account and billing terms.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CheckoutRequest } from "../../../domain/billing";
import type { BillingTerms } from "../../../domain/billing-terms";
import { api, ApiError } from "../../lib/api";
import { joinSourceFor } from "../../lib/join-source";
import { useRefreshAfterMembershipChange } from "../memberships";
import { nextSyncDelay } from "./checkout-sync";
import { requireUrl } from "../../lib/error-reason";

export const billingKeys = {
  all: ["billing"] as const,
  /** `round` starts a fresh series of answers when the follower asks to check again. */
  checkout: (sessionId: string, round: number) => [...billingKeys.all, "checkout", sessionId, round] as const,
  payoutAccount: () => [...billingKeys.all, "payout-account"] as const,
  terms: () => [...billingKeys.all, "terms"] as const,
};

/**
 * A mutation that ends by leaving for the provider's page keeps its button busy until the page
 * unloads. Coming back with the browser's Back button restores the page as it was (back-forward
 * cache), so the button is freed again then.
 */
function useResetOnBackForward(reset: () => void) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
}

/** Creates a checkout with the provider and sends the browser to its page. */
export function useStartCheckout() {
  const mutation = useMutation({
    mutationFn: (input: CheckoutRequest) =>
      api("POST /billing/checkout", { body: { source: joinSourceFor(input.creator), ...input } }).then(requireUrl),
    onSuccess: (url) => window.location.assign(url),
  });
  useResetOnBackForward(mutation.reset);
  return mutation;
}

/**
 * Where the checkout the follower came back from stands. The server reads the provider's truth,
 * so asking is safe to repeat; an open checkout is asked again every second for a few answers.
 */
export function useCheckoutSync(sessionId: string, round: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterMembershipChange();
  const queryKey = billingKeys.checkout(sessionId, round);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await api("POST /billing/checkout/:sessionId/sync", { params: { sessionId } });
      if (result.status === "complete") await refresh();
      return result;
    },
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
export function usePayoutLink() {
  const mutation = useMutation({
    mutationFn: () => api("POST /me/payout-account/link").then(requireUrl),
    onSuccess: (url) => window.location.assign(url),
  });
  useResetOnBackForward(mutation.reset);
  return mutation;
}

/** The free trials the creator offers per tier. */
export const useBillingTerms = () =>
  useQuery({ queryKey: billingKeys.terms(), queryFn: () => api("GET /me/billing-terms") });

export function useSaveBillingTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: BillingTerms) => api("PUT /me/billing-terms", { body: terms }),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.terms(), saved),
  });
}
