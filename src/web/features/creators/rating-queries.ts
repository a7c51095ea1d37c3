// A member's rating of a creator: set it (1-5 stars) or take it back. The answer carries the new
// average and count, which go straight into the profile; the cards refresh when next shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RatingResult } from "../../../domain/ratings";
import { api } from "../../lib/api";
import type { PublicProfile } from "./public-profile";
import { creatorKeys } from "./queries";

export function useRateCreator(username: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  const path = `/creators/${encodeURIComponent(username)}/rating`;
  return useMutation({
    // One request at a time per creator, in order: arrowing through the stars sends several.
    scope: { id: `rating:${username.toLowerCase()}` },
    mutationFn: (stars: number | null) => (stars === null ? api<RatingResult>("DELETE", path) : api<RatingResult>("PUT", path, { stars })),
    onSuccess: async (result) => {
      queryClient.setQueryData<PublicProfile>(creatorKeys.profile(username, viewerId), (profile) =>
        profile && {
          ...profile,
          stats: { ...profile.stats, averageRating: result.averageRating, ratingCount: result.ratingCount },
          viewer: { ...profile.viewer, stars: result.stars },
        },
      );
      // Explore and the home page's cards show the average too; they fetch again when next shown.
      await queryClient.invalidateQueries({ queryKey: creatorKeys.all, refetchType: "none" });
    },
  });
}
