// What the video endpoints answer (docs: the issue 24 contract). Written here until the server's
// routes are on main; then these become the contract's own types (Answer<"GET /posts/:id/video">).

export type VideoStatus = "processing" | "ready" | "failed";

export interface VideoPlayback {
  /** The HLS master playlist, its short-lived token in the path (`/t/<token>/`); null before renditions exist. */
  masterUrl: string | null;
  tokenExpiresAt: string | null;
  /** The uploaded file as it is: videos without renditions, and the creator's copy while processing. */
  originalUrl: string | null;
}

export interface VideoCaption {
  language: string;
  url: string;
}

/** GET /api/posts/:id/video */
export interface PostVideo {
  status: VideoStatus;
  progress: number;
  /** Why the transcode failed ("unreadable", "transcode_failed"), as a code the web words; the creator's eyes only. */
  failureReason: string | null;
  /** Only for viewers who can open the post. */
  playback: VideoPlayback | null;
  /** The first seconds, for those who may see the post's card but not open it. */
  previewUrl: string | null;
  posterUrl: string | null;
  captions: VideoCaption[];
  /** Where the signed-in viewer stopped, in seconds. */
  resumeAt: number | null;
  /**
   * The creator's preview switch, in the creator's answer only; null for a video from before
   * previews (nothing to switch). Not yet in V's answer: until it is, the switch starts on (the default).
   */
  previewEnabled?: boolean | null;
}

/** The creator's own posts list adds this per post (null for posts without a video). */
export interface OwnPostVideo {
  status: VideoStatus;
  progress: number;
  failureReason: string | null;
}

/** The languages a creator may upload captions in. */
export const captionLanguages = ["en", "es", "fr", "pt-BR"] as const;
export type CaptionLanguage = (typeof captionLanguages)[number];
