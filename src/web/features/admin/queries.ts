// Server state of the owner dashboard: the platform's figures, the report queue, the audit log,
// and the owner's actions (hide, show again, dismiss, suspend, restore), each with a reason.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModeratedAccount } from "../../../domain/account-suspension";
import type { ModerationLogPage, ReportKind, ReportQueuePage } from "../../../domain/moderation";
import { get, post } from "../../lib/api";

export type { ModeratedAccount } from "../../../domain/account-suspension";
export type { ModerationLogEntry, QueuedReport } from "../../../domain/moderation";

export const ownerKeys = {
  all: ["owner"] as const,
  figures: () => [...ownerKeys.all, "figures"] as const,
  reports: () => [...ownerKeys.all, "reports"] as const,
  log: () => [...ownerKeys.all, "log"] as const,
  account: (username: string) => [...ownerKeys.all, "account", username.toLowerCase()] as const,
};

export interface PlatformFigures {
  creators: number;
  followers: number;
  activeMemberships: number;
  paidMemberships: number;
  monthlyGrossCents: number;
  monthlyPlatformFeeCents: number;
  monthlyCreatorNetCents: number;
  monthlyFailedPayments: number;
  openReports: number;
}

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export const usePlatformFigures = () =>
  useQuery({ queryKey: ownerKeys.figures(), queryFn: () => get<PlatformFigures>("/owner/figures") });

/** Open reports, oldest first, a keyset page at a time. */
export const useReportQueue = () =>
  useInfiniteQuery({
    queryKey: ownerKeys.reports(),
    queryFn: ({ pageParam }) => get<ReportQueuePage>(withCursor("/owner/reports", pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The audit log, newest first. */
export const useModerationLog = () =>
  useInfiniteQuery({
    queryKey: ownerKeys.log(),
    queryFn: ({ pageParam }) => get<ModerationLogPage>(withCursor("/owner/log", pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The account behind a username, to suspend or restore it. */
export const useAccount = (username: string | null) =>
  useQuery({
    queryKey: ownerKeys.account(username ?? ""),
    queryFn: () =>
      get<{ account: ModeratedAccount }>(`/owner/accounts/${encodeURIComponent(username ?? "")}`).then(
        (result) => result.account,
      ),
    enabled: Boolean(username),
    retry: false,
  });

export type ModerationRequest =
  | { action: "hide" | "unhide"; postId: string }
  | { action: "dismiss"; kind: ReportKind; reportId: string }
  | { action: "suspend" | "restore"; userId: string };

function pathOf(request: ModerationRequest) {
  switch (request.action) {
    case "hide":
    case "unhide":
      return `/owner/posts/${encodeURIComponent(request.postId)}/${request.action}`;
    case "dismiss":
      return `/owner/reports/${request.kind}/${encodeURIComponent(request.reportId)}/dismiss`;
    default:
      return `/owner/accounts/${encodeURIComponent(request.userId)}/${request.action}`;
  }
}

/** Any owner action; afterwards the queue, the log, the figures and looked-up accounts are read again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, reason }: { request: ModerationRequest; reason: string }) =>
      post<unknown>(pathOf(request), { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}
