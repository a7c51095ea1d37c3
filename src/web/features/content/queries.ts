// Server state of posts: the creator's own posts, a creator's public posts, one post a link names,
// the follower's latest content, and creating, editing, deleting and viewing a post.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostCard, PostInput } from "../../../domain/content";

export type { OwnPost, PostCard } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import { api, type Body } from "../../lib/api";

export const contentKeys = {
  all: ["content"] as const,
  own: () => [...contentKeys.all, "own"] as const,
  // What a creator's page lists depends on who is looking and at which tier, so both are in the key:
  // a follow or an upgrade changes the tier and the list is fetched again.
  creator: (username: string, viewerId: string | null, viewerTier: Tier | null) =>
    [...contentKeys.all, "creator", username.toLowerCase(), viewerId, viewerTier] as const,
  feed: () => [...contentKeys.all, "feed"] as const,
  post: (id: string) => [...contentKeys.all, "post", id] as const,
};

/** The changes PATCH /api/posts/:id accepts (postEditSchema). */
export type PostEdit = Body<"PATCH /posts/:id">;

/** The creator's posts, drafts included, newest first, a keyset page at a time. */
export const useOwnPosts = () =>
  useInfiniteQuery({
    queryKey: contentKeys.own(),
    queryFn: ({ pageParam }) => api("GET /me/posts", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A creator's published posts as the viewer may see them (locked ones as teasers). */
export const useCreatorPosts = (username: string, viewer: { id: string | null; tier: Tier | null }) =>
  useInfiniteQuery({
    queryKey: contentKeys.creator(username, viewer.id, viewer.tier),
    queryFn: ({ pageParam }) =>
      api("GET /creators/:username/posts", { params: { username }, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** One post as the viewer may see it, for a link that names it (`?post=<id>` on a profile). */
export const useLinkedPost = (id: string | null) =>
  useQuery({
    queryKey: contentKeys.post(id ?? ""),
    queryFn: (): Promise<PostCard> => api("GET /posts/:id", { params: { id: id ?? "" } }),
    enabled: id !== null,
    retry: false,
  });

/** The follower's latest content: the newest posts of the creators they are members of. */
export const useLatestContent = () =>
  useQuery({
    queryKey: contentKeys.feed(),
    queryFn: () => api("GET /me/feed").then((result) => result.posts),
  });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => api("POST /posts", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: PostEdit }) =>
      api("PATCH /posts/:id", { params: { id }, body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /posts/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/**
 * Counts a view (the server counts one per viewer, post and day). The follower's
 * "content watched this week" figure lives under the dashboards key, so it is refreshed too.
 */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("POST /posts/:id/views", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dashboards"] }),
  });
}
