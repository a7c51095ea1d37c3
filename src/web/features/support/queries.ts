// Server state of support: the address followers and creators write to, and the signed-in
// user's support requests (open one, read them with their threads, reply in one).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupportRequestInput, SupportRequestView } from "../../../domain/support-requests";
import { api, ApiError } from "../../lib/api";

export type { SupportRequestView } from "../../../domain/support-requests";

export const supportKeys = {
  all: ["support"] as const,
  contact: () => [...supportKeys.all, "contact"] as const,
  requests: (userId: string) => [...supportKeys.all, "requests", userId] as const,
};

export const useSupportContact = () =>
  useQuery({
    queryKey: supportKeys.contact(),
    queryFn: () => api("GET /support"),
    // A setting of the server: it does not change while the page is open.
    staleTime: Infinity,
  });

/** The user's requests with their answers, newest first; read again when the tab comes back into view. */
export const useOwnSupportRequests = (userId: string) =>
  useInfiniteQuery({
    queryKey: supportKeys.requests(userId),
    queryFn: ({ pageParam }) => api("GET /support/requests", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export interface NewSupportRequest extends SupportRequestInput {
  screenshot: File | null;
}

/**
 * Sends the request as a form, the screenshot beside the words: one request, so a refused
 * screenshot never leaves a request without it (the typed client speaks JSON only).
 */
async function sendSupportRequest({ subject, message, screenshot }: NewSupportRequest): Promise<SupportRequestView> {
  const form = new FormData();
  form.set("subject", subject);
  form.set("message", message);
  if (screenshot) form.set("screenshot", screenshot);
  let response: Response;
  try {
    response = await fetch("/api/support/requests", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json" },
      body: form,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  const payload = (await response.json().catch(() => null)) as
    | (SupportRequestView & { error?: undefined })
    | { error?: { code: string; message: string; details?: ApiError["details"]; requestId?: string } }
    | null;
  if (!response.ok || !payload || payload.error) {
    const error = payload?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? response.statusText,
      error?.details,
      error?.requestId,
    );
  }
  return payload as SupportRequestView;
}

/** The requester's reply in one of their threads; the list reads again to show it (and the request reopened). */
export function useReplyToSupportRequest(userId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api("POST /support/requests/:requestId/replies", { params: { requestId }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.requests(userId) }),
  });
}

export function useOpenSupportRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.requests(userId) }),
  });
}
