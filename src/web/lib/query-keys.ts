// Cache keys that more than one feature reads or invalidates: a follow, a checkout or a review
// changes what a creator's profile and the explore list show, so those features refresh them by key.
import type { ExploreFilters } from "../../domain/explore-filters";

export type { ExploreFilters } from "../../domain/explore-filters";

export const creatorKeys = {
  all: ["creators"] as const,
  featured: () => [...creatorKeys.all, "featured"] as const,
  // Both answers depend on who is asking (own profile left out, viewer's tier), so the viewer is part of the key.
  explore: (filters: ExploreFilters, viewerId: string | null) =>
    [...creatorKeys.all, "explore", viewerId, filters] as const,
  profile: (username: string, viewerId: string | null) =>
    [...creatorKeys.all, "profile", username.toLowerCase(), viewerId] as const,
};
