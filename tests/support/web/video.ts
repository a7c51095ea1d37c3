// Component tests of the video player: a post, the video endpoint's answers, and a stand-in for
// hls.js that records what the player asks of it and lets a test play the library's events.
import type { OwnPost, PostCard } from "../../../src/domain/content";
import type { PostVideo } from "../../../src/web/features/content/video/video-types";

export const videoPost = (input: Partial<PostCard> = {}): PostCard => ({
  id: "7b1d9f0e-2f3c-4c1e-9a55-0c1d2e3f4a5b",
  creator: { username: "coach_kim", avatarUrls: null },
  title: "Hip mobility flow",
  type: "video",
  category: "workout",
  requiredTier: "pro",
  publishedAt: "2026-11-27T01:00:00.000Z",
  durationSeconds: 120,
  viewCount: 0,
  isLocked: false,
  description: null,
  thumbnailUrl: "/api/posts/p/thumbnail",
  mediaUrl: "/api/posts/7b1d9f0e-2f3c-4c1e-9a55-0c1d2e3f4a5b/media",
  imageCount: 0,
  imageUrls: null,
  unlockPriceCents: null,
  ...input,
});

export const ownVideoPost = (input: Partial<OwnPost> = {}): OwnPost => ({
  ...videoPost(),
  video: null,
  status: "published",
  scheduledFor: null,
  opensToProAfterDays: null,
  opensToEveryoneAfterDays: null,
  favoriteCount: 0,
  isHidden: false,
  hiddenReason: null,
  createdAt: "2026-11-27T01:00:00.000Z",
  updatedAt: "2026-11-27T01:00:00.000Z",
  ...input,
});

export const masterUrl = (token: string) => `/api/videos/7b1d9f0e/t/${token}/master.m3u8`;

export const readyVideo = (input: Partial<PostVideo> = {}): PostVideo => ({
  status: "ready",
  progress: 100,
  failureReason: null,
  playback: { masterUrl: masterUrl("token-1"), tokenExpiresAt: "2026-11-27T01:01:00.000Z", originalUrl: null },
  previewUrl: null,
  posterUrl: "/api/posts/p/poster?w=1280",
  captions: [],
  resumeAt: null,
  previewEnabled: null,
  ...input,
});

type Handler = (event: string, data: unknown) => void;

/** Stands in for hls.js's default export (vi.mock("hls.js") in the test). */
export class FakeHls {
  static instances: FakeHls[] = [];
  static Events = { MANIFEST_PARSED: "hlsManifestParsed", ERROR: "hlsError" };
  static ErrorTypes = { NETWORK_ERROR: "networkError", MEDIA_ERROR: "mediaError" };
  static isSupported = () => true;

  handlers = new Map<string, Handler>();
  currentLevel = -1;
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  loads = 0;
  destroyed = false;

  constructor(readonly config: { xhrSetup(xhr: { open(method: string, url: string): void }, url: string): void }) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  startLoad() {
    this.loads += 1;
  }
  recoverMediaError() {}
  /** As hls.js does, lets go of the <video>, which puts it back at the start. */
  destroy() {
    this.destroyed = true;
    if (this.media) this.media.currentTime = 0;
  }
  /** The URL a request for `url` goes to now (hls.js lets xhrSetup open the request). */
  requestUrl(url: string) {
    let opened = "";
    this.config.xhrSetup({ open: (_method, target) => (opened = target) }, url);
    return opened;
  }
}
