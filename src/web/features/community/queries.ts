// Server state of a creator's community: the page's header and the reader's rights, the feed (pinned
// posts first, then pages), each post's comments, and every write. Writes and live hints refetch
// everything under communityKeys.all, which only touches what is on screen.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommunitySettings } from "../../../domain/community";
import { api, type Answer } from "../../lib/api";

export const communityKeys = {
  all: ["community"] as const,
  page: (username: string) => [...communityKeys.all, "page", username.toLowerCase()] as const,
  posts: (username: string) => [...communityKeys.all, "posts", username.toLowerCase()] as const,
  comments: (postId: string) => [...communityKeys.all, "comments", postId] as const,
  settings: () => [...communityKeys.all, "settings"] as const,
};

export type CommunityPost = Answer<"GET /community/:username/posts">["posts"][number];
export type CommunityComment = Answer<"GET /community/posts/:postId/comments">["comments"][number];
export type CommunityAccess = Answer<"GET /community/:username">["access"];

export const useCommunity = (username: string) =>
  useQuery({
    queryKey: communityKeys.page(username),
    queryFn: () => api("GET /community/:username", { params: { username } }),
    retry: false,
  });

export const useCommunityPosts = (username: string, enabled = true) =>
  useInfiniteQuery({
    queryKey: communityKeys.posts(username),
    queryFn: ({ pageParam }) =>
      api("GET /community/:username/posts", { params: { username }, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });

export const useComments = (postId: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam }) =>
      api("GET /community/posts/:postId/comments", { params: { postId }, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A mutation after which everything in the community is read again. */
function useCommunityMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export const useCreatePost = (username: string) =>
  useCommunityMutation((body: { body: string; imageIds: string[] }) =>
    api("POST /community/:username/posts", { params: { username }, body }),
  );

export const useDeletePost = () =>
  useCommunityMutation((postId: string) => api("DELETE /community/posts/:postId", { params: { postId } }));

export const usePin = () =>
  useCommunityMutation(({ postId, pinned }: { postId: string; pinned: boolean }) =>
    api("PUT /community/posts/:postId/pin", { params: { postId }, body: { pinned } }),
  );

export const useCloseComments = () =>
  useCommunityMutation(({ postId, closed }: { postId: string; closed: boolean }) =>
    api("PUT /community/posts/:postId/comments-closed", { params: { postId }, body: { closed } }),
  );

export const useReaction = () =>
  useCommunityMutation(({ postId, reacted }: { postId: string; reacted: boolean }) =>
    reacted
      ? api("PUT /community/posts/:postId/reaction", { params: { postId } })
      : api("DELETE /community/posts/:postId/reaction", { params: { postId } }),
  );

export const useAddComment = (postId: string) =>
  useCommunityMutation((body: string) =>
    api("POST /community/posts/:postId/comments", { params: { postId }, body: { body } }),
  );

export const useDeleteComment = () =>
  useCommunityMutation((commentId: string) => api("DELETE /community/comments/:commentId", { params: { commentId } }));

export const useReportCommunity = () =>
  useMutation({
    mutationFn: (body: { subject: "post" | "comment"; id: string; reason: string }) =>
      api("POST /community/reports", { body }),
  });

export const useCommunitySettings = () =>
  useQuery({
    queryKey: communityKeys.settings(),
    queryFn: () => api("GET /me/community").then((answer) => answer.settings),
  });

export const useSaveCommunitySettings = () =>
  useCommunityMutation((settings: CommunitySettings) => api("PUT /me/community", { body: settings }));
