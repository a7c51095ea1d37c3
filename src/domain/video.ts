// Video posts after upload: transcoding states, the streaming renditions, captions and what the
// player is told. The server makes the renditions; the web plays them.
import { z } from "zod";

export const videoStatuses = ["processing", "ready", "failed"] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** One HLS rendition: its folder name ("720p"), size and peak bit rate (for the master playlist). */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  /** How many segments it has (seg-00000.m4s ...): enough to find and remove its files. */
  segments: number;
}

/** The rendition ladder: each rung made when the source's short side is at least that tall. */
export const renditionHeights = [360, 720, 1080] as const;

/** Poster frame widths (WebP): card, player, large screen. */
export const posterWidths = [320, 640, 1280] as const;
export type PosterWidth = (typeof posterWidths)[number];

/** The preview for those who may not open the post: its first seconds, small. */
export const PREVIEW_SECONDS = 15;
export const PREVIEW_MAX_HEIGHT = 480;

/** Captions: WebVTT per language of the app. */
export const captionLanguages = ["en", "es", "fr", "pt-BR"] as const;
export type CaptionLanguage = (typeof captionLanguages)[number];
export const MAX_CAPTION_BYTES = 512 * 1024;

/** How long a stream token lasts: a member who loses the tier loses the stream within it. */
export const STREAM_TOKEN_SECONDS = 60;

export const videoProgressSchema = z.object({
  seconds: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export const videoPreviewSchema = z.object({ enabled: z.boolean() });

/**
 * Why a transcode failed, as a code the web words: the file has no video ffmpeg can read, or
 * encoding broke off (ffmpeg's last line is logged, not shown).
 */
export const videoFailureReasons = ["unreadable", "transcode_failed"] as const;
export type VideoFailureReason = (typeof videoFailureReasons)[number];

/** A video post's state as its creator sees it in My Posts. */
export interface OwnVideoState {
  status: VideoStatus;
  progress: number;
  failureReason: VideoFailureReason | null;
}

/** GET /api/posts/:id/video */
export interface VideoInfo extends OwnVideoState {
  playback: { masterUrl: string | null; tokenExpiresAt: string | null; originalUrl: string | null } | null;
  previewUrl: string | null;
  posterUrl: string | null;
  captions: { language: CaptionLanguage; url: string }[];
  resumeAt: number | null;
  /** The creator's preview switch (creator only; null for others and for videos from before previews). */
  previewEnabled: boolean | null;
}
