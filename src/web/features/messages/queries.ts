// Server state of direct messages: the inbox, one thread, sending, reading, blocking and
// reporting. The live-update client invalidates these exact keys when a hint arrives, so the
// shapes of `messageKeys` are part of its contract.
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { MessagePage, MessageView, SendMessageBody, SentMessage } from "../../../domain/messages";
import { api } from "../../lib/api";

export const messageKeys = {
  all: ["messages"] as const,
  conversations: () => [...messageKeys.all, "conversations"] as const,
  thread: (conversationId: string) => [...messageKeys.all, "thread", conversationId] as const,
  /** The top navigation's badges (built elsewhere); reading messages changes them. */
  unreadCounts: () => ["unread-counts"] as const,
};

/** The viewer's conversations, newest first, a keyset page at a time. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam }) => api("GET /conversations", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

type ThreadData = InfiniteData<MessagePage, string | null>;

/** One conversation: its detail and messages, newest first; the next page holds older ones. */
export const useThread = (conversationId: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam }) =>
      api("GET /conversations/:id/messages", { params: { id: conversationId }, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A thread's messages oldest first (as read), without the duplicates a refetch between pages can leave. */
export function threadMessages(data: { pages: readonly MessagePage[] } | undefined): MessageView[] {
  const byId = new Map<string, MessageView>();
  for (const message of (data?.pages ?? []).flatMap((page) => page.messages))
    if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].reverse();
}

/** A sent message shows in its thread at once; the list (order, preview) is read again. */
function storeSent(queryClient: QueryClient, sent: SentMessage) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(sent.conversationId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((message) => message.id === sent.message.id)))
      return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, messages: [sent.message, ...first!.messages] }, ...rest] };
  });
  return queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
}

/** A follower writes to a creator from their profile (starting the conversation if needed). */
export function useSendToCreator(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessageBody) =>
      api("POST /creators/:username/messages", { params: { username }, body: message }),
    onSuccess: (sent) => storeSent(queryClient, sent),
  });
}

/** A message inside an existing conversation: the creator's reply, or the member's next message. */
export function useSendInConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessageBody) =>
      api("POST /conversations/:id/messages", { params: { id: conversationId }, body: message }),
    onSuccess: (sent) => storeSent(queryClient, sent),
  });
}

/**
 * Marks the messages to the viewer read. They show as read here at once; the list's unread
 * counts and the navigation's badges are read again.
 */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /conversations/:id/read", { params: { id: conversationId } }),
    onSuccess: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<ThreadData>(
        messageKeys.thread(conversationId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((message) =>
                message.fromMe || message.readAt ? message : { ...message, readAt },
              ),
            })),
          },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unreadCounts() }),
      ]);
    },
  });
}

/** Blocks or unblocks the other person; the thread (who may send) and the list are read again. */
export function useSetBlocked(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isBlocked: boolean) =>
      api(isBlocked ? "PUT /conversations/:id/block" : "DELETE /conversations/:id/block", {
        params: { id: conversationId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
      ]),
  });
}

/** Reports a received message to the platform's owner. */
export const useReportMessage = (messageId: string) =>
  useMutation({
    mutationFn: (reason: string) => api("POST /messages/:id/report", { params: { id: messageId }, body: { reason } }),
  });
