// Server state of the sandbox payment provider's pages: the checkout, the customer portal,
// payout onboarding and the billing clock (src/server/features/sandbox).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SandboxCardInput,
  SandboxCheckoutView,
  SandboxClockView,
  SandboxOnboardingInput,
  SandboxOnboardingView,
  SandboxPortalView,
} from "../../../domain/sandbox-payments";
import { get, post } from "../../lib/api";
import { isCheckoutNotOpen } from "./error-messages";

/** Where a finished checkout or onboarding sends the visitor next. */
export interface SandboxRedirect {
  redirectUrl: string;
}

export const sandboxKeys = {
  all: ["sandbox"] as const,
  checkout: (sessionId: string) => [...sandboxKeys.all, "checkout", sessionId] as const,
  portal: (sessionId: string) => [...sandboxKeys.all, "portal", sessionId] as const,
  onboarding: (linkId: string) => [...sandboxKeys.all, "onboarding", linkId] as const,
  clock: () => [...sandboxKeys.all, "clock"] as const,
};

const checkoutPath = (sessionId: string) => `/sandbox/checkout/${encodeURIComponent(sessionId)}`;
const portalPath = (sessionId: string) => `/sandbox/portal/${encodeURIComponent(sessionId)}`;
const onboardingPath = (linkId: string) => `/sandbox/onboarding/${encodeURIComponent(linkId)}`;

export const useSandboxCheckout = (sessionId: string) =>
  useQuery({
    queryKey: sandboxKeys.checkout(sessionId),
    queryFn: () => get<SandboxCheckoutView>(checkoutPath(sessionId)),
  });

export function usePayCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCardInput) => post<SandboxRedirect>(`${checkoutPath(sessionId)}/pay`, card),
    onError: (error) => {
      // Paid or expired meanwhile: the session's own status says which.
      if (isCheckoutNotOpen(error)) void queryClient.invalidateQueries({ queryKey: sandboxKeys.checkout(sessionId) });
    },
  });
}

export const useSandboxPortal = (sessionId: string) =>
  useQuery({ queryKey: sandboxKeys.portal(sessionId), queryFn: () => get<SandboxPortalView>(portalPath(sessionId)) });

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
    post<SandboxPortalView>(`${portalPath(sessionId)}/card`, card),
  );

export const useCancelPortalSubscription = (sessionId: string) =>
  usePortalMutation(sessionId, (subscriptionId: string) =>
    post<SandboxPortalView>(`${portalPath(sessionId)}/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`),
  );

export const useResumePortalSubscription = (sessionId: string) =>
  usePortalMutation(sessionId, (subscriptionId: string) =>
    post<SandboxPortalView>(`${portalPath(sessionId)}/subscriptions/${encodeURIComponent(subscriptionId)}/resume`),
  );

export const useSandboxOnboarding = (linkId: string) =>
  useQuery({
    queryKey: sandboxKeys.onboarding(linkId),
    queryFn: () => get<SandboxOnboardingView>(onboardingPath(linkId)),
  });

export const useFinishOnboarding = (linkId: string) =>
  useMutation({ mutationFn: (input: SandboxOnboardingInput) => post<SandboxRedirect>(onboardingPath(linkId), input) });

export const useSandboxClock = () =>
  useQuery({ queryKey: sandboxKeys.clock(), queryFn: () => get<SandboxClockView>("/sandbox/clock") });

export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => post<SandboxClockView>("/sandbox/clock/advance", { days }),
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
