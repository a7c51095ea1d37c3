// Server state of the sandbox payment provider's pages: the checkout, the customer portal,
// payout onboarding and the billing clock (src/server/features/sandbox).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SandboxCardInput, SandboxOnboardingInput, SandboxPortalView } from "../../../domain/sandbox-payments";
import { api, type Answer } from "../../lib/api";
import { isCheckoutNotOpen } from "./error-messages";

/** Where a finished checkout or onboarding sends the visitor next. */
export type SandboxRedirect = Answer<"POST /sandbox/checkout/:id/pay">;

export const sandboxKeys = {
  all: ["sandbox"] as const,
  checkout: (sessionId: string) => [...sandboxKeys.all, "checkout", sessionId] as const,
  portal: (sessionId: string) => [...sandboxKeys.all, "portal", sessionId] as const,
  onboarding: (linkId: string) => [...sandboxKeys.all, "onboarding", linkId] as const,
  clock: () => [...sandboxKeys.all, "clock"] as const,
};

export const useSandboxCheckout = (sessionId: string) =>
  useQuery({
    queryKey: sandboxKeys.checkout(sessionId),
    queryFn: () => api("GET /sandbox/checkout/:id", { params: { id: sessionId } }),
  });

export function usePayCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCardInput) =>
      api("POST /sandbox/checkout/:id/pay", { params: { id: sessionId }, body: card }),
    onError: (error) => {
      // Paid or expired meanwhile: the session's own status says which.
      if (isCheckoutNotOpen(error)) void queryClient.invalidateQueries({ queryKey: sandboxKeys.checkout(sessionId) });
    },
  });
}

export const useSandboxPortal = (sessionId: string) =>
  useQuery({
    queryKey: sandboxKeys.portal(sessionId),
    queryFn: () => api("GET /sandbox/portal/:id", { params: { id: sessionId } }),
  });

/** Every portal action answers the whole portal, which replaces the cached one. */
function usePortalMutation<Input>(sessionId: string, send: (input: Input) => Promise<SandboxPortalView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(sandboxKeys.portal(sessionId), view),
  });
}

/** The new card replaces the one on file and open invoices are retried with it. */
export const useUpdatePortalCard = (sessionId: string) =>
  usePortalMutation(sessionId, (card: SandboxCardInput) =>
    api("POST /sandbox/portal/:id/card", { params: { id: sessionId }, body: card }),
  );

export const useCancelPortalSubscription = (sessionId: string) =>
  usePortalMutation(sessionId, (subscriptionId: string) =>
    api("POST /sandbox/portal/:id/subscriptions/:subscriptionId/cancel", { params: { id: sessionId, subscriptionId } }),
  );

export const useResumePortalSubscription = (sessionId: string) =>
  usePortalMutation(sessionId, (subscriptionId: string) =>
    api("POST /sandbox/portal/:id/subscriptions/:subscriptionId/resume", { params: { id: sessionId, subscriptionId } }),
  );

export const useSandboxOnboarding = (linkId: string) =>
  useQuery({
    queryKey: sandboxKeys.onboarding(linkId),
    queryFn: () => api("GET /sandbox/onboarding/:id", { params: { id: linkId } }),
  });

export const useFinishOnboarding = (linkId: string) =>
  useMutation({
    mutationFn: (input: SandboxOnboardingInput) =>
      api("POST /sandbox/onboarding/:id", { params: { id: linkId }, body: input }),
  });

export const useSandboxClock = () =>
  useQuery({ queryKey: sandboxKeys.clock(), queryFn: () => api("GET /sandbox/clock") });

export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => api("POST /sandbox/clock/advance", { body: { days } }),
    onSuccess: (clock) => {
      queryClient.setQueryData(sandboxKeys.clock(), clock);
      // Renewals and cancellations may have run: any other sandbox page open in this tab is stale.
      void queryClient.invalidateQueries({
        queryKey: sandboxKeys.all,
        predicate: (query) => query.queryKey[1] !== "clock",
      });
    },
  });
}
