// Server state of creators: the featured list (home page) and one public profile. The explore
// directory's paged hook lives in explore-queries.ts so pages without it skip useInfiniteQuery.
import { useQuery } from "@tanstack/react-query";
import { creatorKeys } from "../../lib/query-keys";
import { api } from "../../lib/api";

export { creatorKeys, type ExploreFilters } from "../../lib/query-keys";

export const useFeaturedCreators = () =>
  useQuery({
    queryKey: creatorKeys.featured(),
    queryFn: () => api("GET /creators/featured").then((result) => result.creators),
  });

/** Who is looking: the signed-in user's id (null for a visitor), once the session is known. */
export interface Viewer {
  id: string | null;
  isKnown: boolean;
}

/** One creator's public profile as the viewer may see it. */
export const useCreatorProfile = (username: string, viewer: Viewer) =>
  useQuery({
    queryKey: creatorKeys.profile(username, viewer.id),
    enabled: viewer.isKnown,
    queryFn: () => api("GET /creators/:username", { params: { username } }),
  });
