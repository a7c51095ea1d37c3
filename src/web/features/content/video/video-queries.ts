// Server state of a post's video: its playback (refreshed every 30 s while a stream is open, which
// renews the stream token), the viewer's resume point, and the creator's captions and preview switch.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { CaptionLanguage, PostVideo } from "./video-types";

/**
 * Live hints on the "videos" topic (a video's transcoding moved on) invalidate these and the
 * creator's posts; features/live/live-hints.ts writes the key out.
 */
export const videoKeys = {
  all: ["video"] as const,
  post: (id: string) => [...videoKeys.all, id] as const,
};

/** The stream token lives at most 60 s: a fresh one is fetched twice as often as it must be. */
export const TOKEN_REFRESH_MS = 30_000;

/** The post's video; `renewToken` (a player is open) fetches it again while there is a stream. */
export const usePostVideo = (postId: string, { renewToken = true } = {}) =>
  useQuery({
    queryKey: videoKeys.post(postId),
    queryFn: (): Promise<PostVideo> => api("GET /posts/:id/video", { params: { id: postId } }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (renewToken && query.state.data?.playback?.masterUrl ? TOKEN_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  });

/** Saves where the viewer is; the next opening starts there. Failures are ignored: it is a convenience. */
export function useSaveProgress(postId: string) {
  return useMutation({
    mutationFn: (seconds: number) =>
      api("PUT /posts/:id/video/progress", { params: { id: postId }, body: { seconds } }),
  });
}

function useVideoChange<T>(postId: string, change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.post(postId) }),
  });
}

export function useSetPreview(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api("PUT /posts/:id/video/preview", { params: { id: postId }, body: { enabled } }),
    // The answer is the switch as saved: kept in the cache, so reopening the dialog shows it.
    onSuccess: (saved) =>
      queryClient.setQueryData<PostVideo>(videoKeys.post(postId), (video) => video && { ...video, ...saved }),
  });
}

export const useUploadCaption = (postId: string) =>
  useVideoChange(postId, ({ language, file }: { language: CaptionLanguage; file: Blob }) =>
    // Sent as it is, typed as WebVTT whatever the browser guessed from the file's name.
    api("PUT /posts/:id/captions/:language", {
      params: { id: postId, language },
      body: file.type === "text/vtt" ? file : new Blob([file], { type: "text/vtt" }),
    }),
  );

export const useRemoveCaption = (postId: string) =>
  useVideoChange(postId, (language: CaptionLanguage) =>
    api("DELETE /posts/:id/captions/:language", { params: { id: postId, language } }),
  );
