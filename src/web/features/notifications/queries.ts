// Server state of notifications: the list, the overview's recent activity, the unread counts
// of the bell and inbox, changes made optimistically, and the email preferences.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { UnreadCounts } from "../../../domain/messages";
import {
  NOTIFICATION_PAGE_SIZE,
  RECENT_ACTIVITY_COUNT,
  type EmailPreferences,
  type NotificationView,
} from "../../../domain/notifications";
import { api } from "../../lib/api";
import {
  cachedNotificationsOf,
  changeCachedNotifications,
  markEveryRead,
  markOneRead,
  removeOne,
  type CachedNotifications,
  type ListChange,
} from "./notification-cache";

// The root is ["notifications"]: a live hint about notifications invalidates everything under it.
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  recent: () => [...notificationKeys.all, "recent"] as const,
};

/** The bell's and the inbox's counts, one request for both; live hints about either topic invalidate it. */
export const unreadCountKeys = {
  all: ["unread-counts"] as const,
};

export const emailPreferenceKeys = {
  all: ["email-preferences"] as const,
};

/** The signed-in user's notifications, newest first, a keyset page at a time. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) =>
      api("GET /notifications", { query: { limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Spec 9: the creator overview's recent activity, the last 5. */
export const useRecentNotifications = () =>
  useQuery({
    queryKey: notificationKeys.recent(),
    queryFn: () => api("GET /notifications", { query: { limit: RECENT_ACTIVITY_COUNT } }),
  });

/**
 * Kept current by the live stream's hints, so no polling: a long fallback staleness, and a
 * refetch whenever the tab comes back into focus (the stream may have been cut while away).
 */
export const useUnreadCounts = () =>
  useQuery({
    queryKey: unreadCountKeys.all,
    queryFn: () => api("GET /me/unread-counts"),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: "always",
  });

const mutationKey = ["notifications", "change"] as const;

/**
 * Applies a change to every cached list of notifications and to the unread count at once,
 * and returns how to undo it. `unreadRemoved` counts the unread notifications the change
 * reads or removes, among those cached (the server's count is corrected when it is refetched).
 */
async function applyOptimistically(
  queryClient: QueryClient,
  change: ListChange,
  unreadRemoved: (cached: NotificationView[]) => number,
) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationKeys.all }),
    queryClient.cancelQueries({ queryKey: unreadCountKeys.all }),
  ]);
  const lists = queryClient.getQueriesData<CachedNotifications>({ queryKey: notificationKeys.all });
  const counts = queryClient.getQueryData<UnreadCounts>(unreadCountKeys.all);

  // The same notification may be in both the list and the recent activity: count each once.
  const cached = [
    ...new Map(lists.flatMap(([, data]) => cachedNotificationsOf(data)).map((item) => [item.id, item])).values(),
  ];
  const removed = unreadRemoved(cached);
  for (const [queryKey] of lists) {
    queryClient.setQueryData<CachedNotifications>(queryKey, (data) => changeCachedNotifications(data, change));
  }
  if (counts && removed > 0) {
    queryClient.setQueryData<UnreadCounts>(unreadCountKeys.all, {
      ...counts,
      notifications: Math.max(0, counts.notifications - removed),
    });
  }
  return () => {
    for (const [queryKey, data] of lists) queryClient.setQueryData<CachedNotifications>(queryKey, data);
    if (counts) queryClient.setQueryData<UnreadCounts>(unreadCountKeys.all, counts);
  };
}

type Undo = () => void;

/**
 * The shared shape of read, read-all and delete: optimistic, undone on failure (the failure
 * itself is only logged, by the query client's error log), then checked against the server
 * once the last of several quick changes has settled.
 */
function useNotificationChange<Variables>(
  send: (variables: Variables) => Promise<unknown>,
  optimistic: (queryClient: QueryClient, variables: Variables) => Promise<Undo>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: send,
    onMutate: (variables) => optimistic(queryClient, variables),
    onError: (_error, _variables, undo) => undo?.(),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: unreadCountKeys.all });
    },
  });
}

const unreadWith = (id: string) => (cached: NotificationView[]) =>
  cached.filter((item) => item.id === id && !item.read).length;

export const useMarkNotificationRead = () =>
  useNotificationChange(
    (id: string) => api("POST /notifications/:id/read", { params: { id } }),
    (queryClient, id) => applyOptimistically(queryClient, markOneRead(id), unreadWith(id)),
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationChange(
    () => api("POST /notifications/read-all"),
    async (queryClient) => {
      const undo = await applyOptimistically(queryClient, markEveryRead, () => 0);
      // Everything is read now, cached or not.
      queryClient.setQueryData<UnreadCounts>(
        unreadCountKeys.all,
        (counts) => counts && { ...counts, notifications: 0 },
      );
      return undo;
    },
  );

export const useDeleteNotification = () =>
  useNotificationChange(
    (id: string) => api("DELETE /notifications/:id", { params: { id } }),
    (queryClient, id) => applyOptimistically(queryClient, removeOne(id), unreadWith(id)),
  );

export const useEmailPreferences = () =>
  useQuery({ queryKey: emailPreferenceKeys.all, queryFn: () => api("GET /me/email-preferences") });

/** Saves one switch at once; the switch moves immediately and moves back if the save fails. */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => api("PUT /me/email-preferences", { body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: emailPreferenceKeys.all });
      const previous = queryClient.getQueryData<EmailPreferences>(emailPreferenceKeys.all);
      queryClient.setQueryData(emailPreferenceKeys.all, preferences);
      return previous;
    },
    onError: (_error, _preferences, previous) => {
      if (previous) queryClient.setQueryData(emailPreferenceKeys.all, previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferenceKeys.all, saved),
  });
}

/** The /unsubscribe page: the signed token from an email turns one kind of email off, no sign-in needed. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api("POST /email-preferences/unsubscribe", { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailPreferenceKeys.all }),
  });
}
