// Server state of live sessions: the creator's list, members' upcoming sessions, one session (the
// creator's viewer count refreshes every few seconds), its stream link and chat, and every write.
// Writes and live hints ("live_sessions") refetch everything under liveSessionKeys.all.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LiveSessionInput } from "../../../domain/live-sessions";
import { api, type Answer } from "../../lib/api";

export const liveSessionKeys = {
  all: ["liveSessions"] as const,
  own: () => [...liveSessionKeys.all, "own"] as const,
  upcoming: () => [...liveSessionKeys.all, "upcoming"] as const,
  session: (id: string) => [...liveSessionKeys.all, "session", id] as const,
  chat: (id: string) => [...liveSessionKeys.all, "chat", id] as const,
};

export type LiveSession = Answer<"GET /live-sessions/:sessionId">["session"];
export type LiveChatMessage = Answer<"GET /live-sessions/:sessionId/chat">["messages"][number];

/** How often the creator's page reads the viewer count while live. */
const VIEWER_COUNT_MS = 5_000;

export const useOwnSessions = () =>
  useQuery({ queryKey: liveSessionKeys.own(), queryFn: () => api("GET /me/live-sessions") });

export const useUpcomingSessions = () =>
  useQuery({ queryKey: liveSessionKeys.upcoming(), queryFn: () => api("GET /live-sessions") });

export const useLiveSession = (sessionId: string) =>
  useQuery({
    queryKey: liveSessionKeys.session(sessionId),
    queryFn: () => api("GET /live-sessions/:sessionId", { params: { sessionId } }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.session.isOwner && query.state.data.session.status === "live" ? VIEWER_COUNT_MS : false,
  });

export const useLiveChat = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: liveSessionKeys.chat(sessionId),
    queryFn: () => api("GET /live-sessions/:sessionId/chat", { params: { sessionId } }),
    enabled,
  });

/** A fresh stream link; the player asks again before the last one expires. */
export const fetchStreamLink = (sessionId: string) =>
  api("GET /live-sessions/:sessionId/stream", { params: { sessionId } });

function useLiveMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.all }),
  });
}

export const useScheduleSession = () =>
  useLiveMutation((body: LiveSessionInput) => api("POST /me/live-sessions", { body }));

export const useCancelSession = () =>
  useLiveMutation((sessionId: string) => api("POST /me/live-sessions/:sessionId/cancel", { params: { sessionId } }));

/** A new OBS stream key for the session; the answer is the only time it is shown. */
export const useRenewStreamKey = () =>
  useMutation({
    mutationFn: (sessionId: string) => api("POST /me/live-sessions/:sessionId/stream-key", { params: { sessionId } }),
  });

export const useEndSession = () =>
  useLiveMutation(({ sessionId, keepReplay }: { sessionId: string; keepReplay: boolean }) =>
    api("POST /me/live-sessions/:sessionId/end", { params: { sessionId }, body: { keepReplay } }),
  );

export const useSendChat = (sessionId: string) =>
  useLiveMutation((body: string) =>
    api("POST /live-sessions/:sessionId/chat", { params: { sessionId }, body: { body } }),
  );

export const useDeleteChat = (sessionId: string) =>
  useLiveMutation((messageId: string) =>
    api("DELETE /live-sessions/:sessionId/chat/:messageId", { params: { sessionId, messageId } }),
  );

export const useReportChat = (sessionId: string) =>
  useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      api("POST /live-sessions/:sessionId/chat/:messageId/report", {
        params: { sessionId, messageId },
        body: { reason },
      }),
  });
