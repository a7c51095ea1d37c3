// Server state of favorites: the member's saved posts, and saving or unsaving one with the heart.
// The heart answers at once: every cached list that shows the post is updated before the server
// replies, and put back if it refuses.
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { PostCard } from "../../../domain/content";
import { api, type Answer } from "../../lib/api";
import { contentKeys } from "./queries";

export const favoritesKeys = {
  all: ["favorites"] as const,
  list: () => [...favoritesKeys.all, "list"] as const,
};

type Page = Answer<"GET /me/favorites">;

export type FavoriteState = Answer<"PUT /posts/:postId/favorite">;

/** The member's saved posts, newest saved first, a keyset page at a time. */
export const useFavorites = () =>
  useInfiniteQuery({
    queryKey: favoritesKeys.list(),
    queryFn: ({ pageParam }) => api("GET /me/favorites", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The cached lists of posts come as a plain array (the feed) or as infinite pages. */
function withFavorite(data: unknown, postId: string, isFavorited: boolean): unknown {
  const mark = (posts: PostCard[]) => posts.map((card) => (card.id === postId ? { ...card, isFavorited } : card));
  if (Array.isArray(data)) return mark(data as PostCard[]);
  if (data && typeof data === "object" && "pages" in data && Array.isArray(data.pages)) {
    return {
      ...data,
      pages: (data.pages as Page[]).map((page) => (page?.posts ? { ...page, posts: mark(page.posts) } : page)),
    };
  }
  return data;
}

const cachedLists = [contentKeys.all, favoritesKeys.all];

function markEverywhere(queryClient: QueryClient, postId: string, isFavorited: boolean) {
  const previous: [QueryKey, unknown][] = [];
  for (const queryKey of cachedLists) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      previous.push([key, data]);
      queryClient.setQueryData(key, withFavorite(data, postId, isFavorited));
    }
  }
  return previous;
}

export function useToggleFavorite(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One post's changes reach the server in the order they were made, so a quick second tap
    // (save, then take out again) never races the first.
    scope: { id: `favorite:${postId}` },
    mutationFn: ({ postId, favorite }: { postId: string; favorite: boolean }) =>
      api(favorite ? "PUT /posts/:postId/favorite" : "DELETE /posts/:postId/favorite", { params: { postId } }),
    onMutate: ({ postId, favorite }) => ({ previous: markEverywhere(queryClient, postId, favorite) }),
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    // The favorites page keeps an unsaved post on screen (its heart can give it back) until it
    // is next opened; then it reads the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all, refetchType: "none" }),
  });
}
