// Server state of creators: the featured list (home page), the explore directory and one public profile.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CreatorCard, ExploreCategory } from "../../../domain/creators";
import { get } from "../../lib/api";
import type { PublicProfile } from "./public-profile";

export const creatorKeys = {
  all: ["creators"] as const,
  featured: () => [...creatorKeys.all, "featured"] as const,
  // Both answers depend on who is asking (own profile left out, viewer's tier), so the viewer is part of the key.
  explore: (filters: ExploreFilters, viewerId: string | null) => [...creatorKeys.all, "explore", viewerId, filters] as const,
  profile: (username: string, viewerId: string | null) => [...creatorKeys.all, "profile", username.toLowerCase(), viewerId] as const,
};

export const useFeaturedCreators = () =>
  useQuery({
    queryKey: creatorKeys.featured(),
    queryFn: () => get<{ creators: CreatorCard[] }>("/creators/featured").then((result) => result.creators),
  });

/** Who is looking: the signed-in user's id (null for a visitor), once the session is known. */
export interface Viewer {
  id: string | null;
  isKnown: boolean;
}

export interface ExploreFilters {
  search: string;
  category: ExploreCategory | null;
}

interface ExplorePage {
  creators: CreatorCard[];
  nextCursor: string | null;
}

/** The explore directory, a keyset page at a time; the previous results stay on screen while filters change. */
export const useExploreCreators = (filters: ExploreFilters, viewer: Viewer) =>
  useInfiniteQuery({
    queryKey: creatorKeys.explore(filters, viewer.id),
    enabled: viewer.isKnown,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.search) params.set("search", filters.search);
      if (filters.category) params.set("category", filters.category);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return get<ExplorePage>(`/creators${query ? `?${query}` : ""}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });

/** One creator's public profile as the viewer may see it. */
export const useCreatorProfile = (username: string, viewer: Viewer) =>
  useQuery({
    queryKey: creatorKeys.profile(username, viewer.id),
    enabled: viewer.isKnown,
    queryFn: () => get<PublicProfile>(`/creators/${encodeURIComponent(username)}`),
  });
