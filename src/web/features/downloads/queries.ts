// The signed-in member's downloaded videos as server state would be: a query over this phone's
// store (features/downloads/index.ts), refreshed after each download, removal or check.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../lib/session";
import { listDownloads, recheckDownloads, removeDownload } from "./video-downloads";

export const downloadKeys = { all: (userId: string) => ["downloads", userId] as const };

export function useDownloads() {
  const userId = useSession().data?.id;
  return useQuery({
    queryKey: downloadKeys.all(userId ?? ""),
    queryFn: () => listDownloads(userId!),
    enabled: Boolean(userId),
    // The store is on this phone: nothing to refetch on focus, and no network to retry.
    staleTime: Infinity,
    retry: false,
  });
}

/** Asks the server again whether each download may stay (online only), then lists what is left. */
export function useRecheckDownloads() {
  const userId = useSession().data?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recheckDownloads(userId!),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all(userId ?? "") }),
  });
}

export function useRemoveDownload() {
  const userId = useSession().data?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => removeDownload(userId!, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all(userId ?? "") }),
  });
}
