// Server state of the owner dashboard: the platform's figures, the report queue, the audit log,
// and the owner's actions (hide, show again, dismiss, suspend, restore), each with a reason.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportKind } from "../../../domain/moderation";
import { api, type Answer } from "../../lib/api";

export type { ModeratedAccount } from "../../../domain/account-suspension";
export type { ModerationLogEntry, QueuedReport } from "../../../domain/moderation";

export const ownerKeys = {
  all: ["owner"] as const,
  figures: () => [...ownerKeys.all, "figures"] as const,
  reports: () => [...ownerKeys.all, "reports"] as const,
  log: () => [...ownerKeys.all, "log"] as const,
  account: (username: string) => [...ownerKeys.all, "account", username.toLowerCase()] as const,
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
  | { action: "suspend" | "restore"; userId: string }
  | { action: "removeCommunity"; subject: "post" | "comment"; id: string };

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
    case "removeCommunity":
      return api("POST /owner/community/:subject/:id/remove", {
        params: { subject: request.subject, id: request.id },
        body,
      });
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
