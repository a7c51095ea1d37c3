// Server state of the creator's member reviews: the ratings with comments, a page at a time, and
// featuring one on the public profile (or taking it off).
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberReview } from "../../../domain/profile-sections";
import { untypedApi, get } from "../../lib/api";
import { profileKeys } from "./queries";

interface ReviewPage {
  reviews: MemberReview[];
  nextCursor: string | null;
}

const reviewKeys = { all: () => [...profileKeys.all, "reviews"] as const };

export const useMemberReviews = () =>
  useInfiniteQuery({
    queryKey: reviewKeys.all(),
    queryFn: ({ pageParam }) =>
      get<ReviewPage>(pageParam ? `/me/reviews?cursor=${encodeURIComponent(pageParam)}` : "/me/reviews"),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useFeatureReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, isFeatured }: { username: string; isFeatured: boolean }) =>
      untypedApi<{ isFeatured: boolean }>(
        isFeatured ? "PUT" : "DELETE",
        `/me/reviews/${encodeURIComponent(username)}/featured`,
      ),
    onSuccess: async () => {
      // The creator's own profile page shows the featured reviews too.
      void queryClient.invalidateQueries({ queryKey: ["creators"] });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all() });
    },
  });
}
