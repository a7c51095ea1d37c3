// The files of a post's stream, fetched with a token that is still good. A stream token lives about a
// minute (server: features/video/stream-tokens.ts) and a download can take longer, so the post's
// video info is asked again when the token nears its end, or once when a file is refused with 403.
import { ApiError, api } from "../../lib/api";

/** The token sits in the path (`/t/<token>/`); every playlist and segment below it is relative. */
const TOKEN_PATH = /\/t\/[^/]+\//;
/** Renew this long before the end: a segment's request must arrive while its token still holds. */
const RENEW_BEFORE_MS = 15_000;

interface Playback {
  masterUrl: string;
  expiresAt: number;
}

export interface StreamFiles {
  masterUrl: string;
  text(url: string, signal?: AbortSignal): Promise<string>;
  bytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer>;
}

async function currentPlayback(postId: string): Promise<Playback> {
  const { playback } = await api("GET /posts/:id/video", { params: { id: postId } });
  // Still processing, or from before renditions: there is no stream to take pieces from.
  if (!playback?.masterUrl) throw new ApiError(409, "video_not_ready", "This video has no stream to download yet.");
  const expiresAt = playback.tokenExpiresAt ? Date.parse(playback.tokenExpiresAt) : Infinity;
  return { masterUrl: new URL(playback.masterUrl, location.href).href, expiresAt };
}

const withTokenOf = (url: string, masterUrl: string) => {
  const token = TOKEN_PATH.exec(new URL(masterUrl).pathname)?.[0];
  return token ? url.replace(TOKEN_PATH, token) : url;
};

export async function openStreamFiles(postId: string): Promise<StreamFiles> {
  let playback = await currentPlayback(postId);

  const fetchFile = async (url: string, signal: AbortSignal | undefined) => {
    if (Date.now() > playback.expiresAt - RENEW_BEFORE_MS) playback = await currentPlayback(postId);
    const get = () => fetch(withTokenOf(url, playback.masterUrl), { credentials: "same-origin", signal });
    let response = await get();
    if (response.status === 403) {
      playback = await currentPlayback(postId);
      response = await get();
    }
    if (!response.ok)
      throw new ApiError(response.status, "download_failed", `HTTP ${response.status} for a video file`);
    return response;
  };

  return {
    masterUrl: playback.masterUrl,
    text: async (url, signal) => (await fetchFile(url, signal)).text(),
    bytes: async (url, signal) => (await fetchFile(url, signal)).arrayBuffer(),
  };
}
