// Server state of the creator's member reviews: the ratings with comments, a page at a time, and
// featuring one on the public profile (or taking it off).
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { profileKeys } from "./queries";

const reviewKeys = { all: () => [...profileKeys.all, "reviews"] as const };

export const useMemberReviews = () =>
  useInfiniteQuery({
    queryKey: reviewKeys.all(),
    queryFn: ({ pageParam }) => api("GET /me/reviews", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useFeatureReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, isFeatured }: { username: string; isFeatured: boolean }) =>
      api(isFeatured ? "PUT /me/reviews/:username/featured" : "DELETE /me/reviews/:username/featured", {
        params: { username },
      }),
    onSuccess: async () => {
      // The creator's own profile page shows the featured reviews too.
      void queryClient.invalidateQueries({ queryKey: ["creators"] });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all() });
    },
  });
}
