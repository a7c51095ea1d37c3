// A member's rating of a creator: set it (1-5 stars) or take it back. The answer carries the new
// average and count, which go straight into the profile; the cards refresh when next shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { PublicProfile } from "./public-profile";
import { creatorKeys } from "./queries";

/** New stars (null takes the rating back) and, optionally, the comment written with them. */
export interface RatingChange {
  stars: number | null;
  comment?: string;
}

export function useRateCreator(username: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    // One request at a time per creator, in order: arrowing through the stars sends several.
    scope: { id: `rating:${username.toLowerCase()}` },
    // A comment goes with the stars; without one the saved comment stays.
    mutationFn: ({ stars, comment }: RatingChange) =>
      stars === null
        ? api("DELETE /creators/:username/rating", { params: { username } })
        : api("PUT /creators/:username/rating", {
            params: { username },
            body: comment === undefined ? { stars } : { stars, comment },
          }),
    onSuccess: async (result) => {
      queryClient.setQueryData<PublicProfile>(
        creatorKeys.profile(username, viewerId),
        (profile) =>
          profile && {
            ...profile,
            stats: { ...profile.stats, averageRating: result.averageRating, ratingCount: result.ratingCount },
            // A removed rating takes its comment along; stars alone keep it.
            viewer: {
              ...profile.viewer,
              stars: result.stars,
              comment: result.stars === null ? "" : (result.comment ?? profile.viewer.comment),
            },
          },
      );
      // Explore and the home page's cards show the average too; they fetch again when next shown.
      await queryClient.invalidateQueries({ queryKey: creatorKeys.all, refetchType: "none" });
    },
  });
}
