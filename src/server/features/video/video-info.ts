// GET /api/posts/:id/video: what the player needs. Viewers who may open the post get a stream URL
// with a fresh token (or the original file for a video without renditions); the others get the
// poster and preview only. The creator also sees the transcoding state and why it failed.
import { and, eq } from "drizzle-orm";
import type { CaptionLanguage, VideoInfo } from "../../../domain/video";
import type { Database } from "../../db/client";
import { videoCaptions, videoWatchProgress } from "../../db/schema";
import { mayPreview, findVideoPostFor, type VideoPostForViewer } from "./video-row";
import type { StreamTokens } from "./stream-tokens";
import { MASTER_NAME } from "./layout";

/** The middle poster width suits a card and a phone player; the player may ask for others. */
const DEFAULT_POSTER_WIDTH = 640;

function posterUrlOf({ post, video }: VideoPostForViewer) {
  const widths = video?.posterWidths ?? [];
  const width = widths.filter((candidate) => candidate <= DEFAULT_POSTER_WIDTH).pop() ?? widths[0];
  return width ? `/api/posts/${post.id}/poster?w=${width}` : null;
}

export const streamUrl = (postId: string, token: string, name: string) => `/api/videos/${postId}/t/${token}/${name}`;

function playbackOf(found: VideoPostForViewer, tokens: StreamTokens, viewerId: string | undefined) {
  const { post, video, access } = found;
  if (access !== "open") return null;
  if (video?.status === "ready" && video.publishedPrefix) {
    const { token, expiresAt } = tokens.issue(viewerId, post.id, video.attemptId!);
    return {
      masterUrl: streamUrl(post.id, token, MASTER_NAME),
      tokenExpiresAt: expiresAt.toISOString(),
      originalUrl: null,
    };
  }
  // Still processing (only its creator sees it then), failed, or from before renditions: the file as uploaded.
  return { masterUrl: null, tokenExpiresAt: null, originalUrl: post.mediaKey ? `/api/posts/${post.id}/media` : null };
}

export async function getVideoInfo(
  db: Database,
  tokens: StreamTokens,
  postId: string,
  viewerId: string | undefined,
): Promise<VideoInfo> {
  const found = await findVideoPostFor(db, postId, viewerId);
  const { post, video, access, isCreator } = found;
  const isOpen = access === "open";
  const [captions, resume] = await Promise.all([
    isOpen
      ? db
          .select({ language: videoCaptions.language })
          .from(videoCaptions)
          .where(eq(videoCaptions.postId, post.id))
          .orderBy(videoCaptions.language)
      : [],
    isOpen && viewerId
      ? db
          .select({ seconds: videoWatchProgress.seconds })
          .from(videoWatchProgress)
          .where(and(eq(videoWatchProgress.postId, post.id), eq(videoWatchProgress.userId, viewerId)))
      : [],
  ]);
  const previews = mayPreview(found);
  return {
    // A video from before renditions plays as it is: ready, with its original file.
    status: video?.status ?? "ready",
    progress: video?.progress ?? 100,
    failureReason: isCreator ? (video?.failureReason ?? null) : null,
    playback: playbackOf(found, tokens, viewerId),
    previewUrl: previews && video?.hasPreview ? `/api/posts/${post.id}/preview.mp4` : null,
    posterUrl: previews ? posterUrlOf(found) : null,
    captions: captions.map(({ language }) => ({
      language: language as CaptionLanguage,
      url: `/api/posts/${post.id}/captions/${language}.vtt`,
    })),
    resumeAt: resume[0]?.seconds ?? null,
    previewEnabled: isCreator && video ? video.previewEnabled : null,
  };
}
