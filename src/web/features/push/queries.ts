// Server state of web push: the app's public key, this user's choices, and turning this device on
// and off (the browser's subscription and the server's copy of it together).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushPreferences, PushPreferencesPatch } from "../../../domain/push";
import { api } from "../../lib/api";
import { currentSubscription, notificationPermission, pushSupport, subscribeThisDevice } from "./browser-push";

export const pushKeys = {
  all: ["push"] as const,
  preferences: () => [...pushKeys.all, "preferences"] as const,
  device: () => [...pushKeys.all, "device"] as const,
};

export const usePushPreferences = () =>
  useQuery({ queryKey: pushKeys.preferences(), queryFn: () => api("GET /me/push-preferences") });

/** Saves at once; the screen moves first and moves back if the save fails. */
export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PushPreferencesPatch) => api("PATCH /me/push-preferences", { body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: pushKeys.preferences() });
      const previous = queryClient.getQueryData<PushPreferences>(pushKeys.preferences());
      if (previous) queryClient.setQueryData(pushKeys.preferences(), { ...previous, ...patch });
      return previous;
    },
    onError: (_error, _patch, previous) => {
      if (previous) queryClient.setQueryData(pushKeys.preferences(), previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.preferences(), saved),
  });
}

/** Whether this browser can, may and does receive pushes. */
export const usePushDevice = () =>
  useQuery({
    queryKey: pushKeys.device(),
    queryFn: async () => ({
      support: pushSupport(),
      permission: notificationPermission(),
      isSubscribed: (await currentSubscription().catch(() => null)) !== null,
    }),
    staleTime: Infinity,
  });

export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await api("GET /push/public-key");
      const subscription = await subscribeThisDevice(publicKey);
      await api("PUT /me/push-subscriptions", { body: subscription });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}

export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      // The server's copy first: a browser unsubscribed but still stored would be pushed in vain.
      await api("DELETE /me/push-subscriptions", { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}
