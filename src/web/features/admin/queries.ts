// Server state of the owner dashboard: the platform's figures, the report queue, the audit log,
// the owner's actions (hide, show again, dismiss, suspend, restore), each with a reason, and the
// support requests with the owners' answers.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportKind } from "../../../domain/moderation";
import { api, type Answer } from "../../lib/api";

export type { ModeratedAccount } from "../../../domain/account-suspension";
export type { ModerationLogEntry, QueuedReport } from "../../../domain/moderation";
export type { OwnerSupportRequest, QueuedSupportRequest } from "../../../domain/support-requests";

export const ownerKeys = {
  all: ["owner"] as const,
  figures: () => [...ownerKeys.all, "figures"] as const,
  reports: () => [...ownerKeys.all, "reports"] as const,
  log: () => [...ownerKeys.all, "log"] as const,
  account: (username: string) => [...ownerKeys.all, "account", username.toLowerCase()] as const,
  supportRequests: () => [...ownerKeys.all, "support-requests"] as const,
  supportRequest: (id: string) => [...ownerKeys.supportRequests(), "one", id] as const,
};

export type PlatformFigures = Answer<"GET /owner/figures">;

export const usePlatformFigures = () =>
  useQuery({ queryKey: ownerKeys.figures(), queryFn: () => api("GET /owner/figures") });

/** Open reports, oldest first, a keyset page at a time. */
export const useReportQueue = () =>
  useInfiniteQuery({
    queryKey: ownerKeys.reports(),
    queryFn: ({ pageParam }) => api("GET /owner/reports", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The audit log, newest first. */
export const useModerationLog = () =>
  useInfiniteQuery({
    queryKey: ownerKeys.log(),
    queryFn: ({ pageParam }) => api("GET /owner/log", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The account behind a username, to suspend or restore it. */
export const useAccount = (username: string | null) =>
  useQuery({
    queryKey: ownerKeys.account(username ?? ""),
    queryFn: () =>
      api("GET /owner/accounts/:username", { params: { username: username ?? "" } }).then((result) => result.account),
    enabled: Boolean(username),
    retry: false,
  });

export type ModerationRequest =
  | { action: "hide" | "unhide"; postId: string }
  | { action: "dismiss"; kind: ReportKind; reportId: string }
  | { action: "suspend" | "restore"; userId: string };

/** The owner's action on the API, with the reason the audit log keeps. */
function moderate({ request, reason }: { request: ModerationRequest; reason: string }): Promise<unknown> {
  const body = { reason };
  switch (request.action) {
    case "hide":
      return api("POST /owner/posts/:postId/hide", { params: { postId: request.postId }, body });
    case "unhide":
      return api("POST /owner/posts/:postId/unhide", { params: { postId: request.postId }, body });
    case "dismiss":
      return api("POST /owner/reports/:kind/:id/dismiss", {
        params: { kind: request.kind, id: request.reportId },
        body,
      });
    case "suspend":
      return api("POST /owner/accounts/:userId/suspend", { params: { userId: request.userId }, body });
    case "restore":
      return api("POST /owner/accounts/:userId/restore", { params: { userId: request.userId }, body });
  }
}

/** Any owner action; afterwards the queue, the log, the figures and looked-up accounts are read again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

/** Support requests: open before answered, PRO and ALL STAR members' first, then the oldest. */
export const useSupportQueue = () =>
  useInfiniteQuery({
    queryKey: ownerKeys.supportRequests(),
    queryFn: ({ pageParam }) => api("GET /owner/support-requests", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** One support request with its thread and who asked. */
export const useSupportRequest = (id: string | null) =>
  useQuery({
    queryKey: ownerKeys.supportRequest(id ?? ""),
    queryFn: () => api("GET /owner/support-requests/:requestId", { params: { requestId: id ?? "" } }),
    enabled: Boolean(id),
  });

/** An owner's answer; the request and the list are read again (it moves among the answered). */
export function useAnswerSupportRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api("POST /owner/support-requests/:requestId/answers", { params: { requestId: id }, body: { message } }),
    onSuccess: (request) => {
      queryClient.setQueryData(ownerKeys.supportRequest(id), request);
      return queryClient.invalidateQueries({ queryKey: ownerKeys.supportRequests() });
    },
  });
}
