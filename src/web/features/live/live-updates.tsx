// The signed-in tab's live stream: hints become TanStack Query invalidations, so whatever is on
// screen refetches through the API. Mounted only while a user is signed in: signing out
// unmounts it, which closes the stream.
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { authKeys } from "../../lib/session";
import { connectLive } from "./live-connection";
import { queryKeysForHint, resyncQueryKeys } from "./live-hints";
import { refetchLive } from "./refetch-live";

export const LIVE_EVENTS_URL = "/api/events";

export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidate = (keys: readonly QueryKey[]) => void refetchLive(queryClient, keys);
    return connectLive(LIVE_EVENTS_URL, {
      onHint: (hint) => invalidate(queryKeysForHint(hint)),
      onResync: () => invalidate(resyncQueryKeys),
      // Refused (401) after a sign-out in another tab: checking the session signs this tab out too.
      onGiveUp: () => invalidate([authKeys.session]),
    });
  }, [queryClient]);
  return null;
}
