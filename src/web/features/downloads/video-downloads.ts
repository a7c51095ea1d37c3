// Videos downloaded for offline viewing: the lowest rendition of a post's stream, fetched piece by
// piece, each piece encrypted on arrival with the key the server gives this login session
// (offline-key.ts) and kept in IndexedDB; played by decrypting it back into memory; deleted when
// the member's access ends (the date the server gave, renewed by a check while online), when the
// server refuses it on a check, or at sign-out.
import { ApiError } from "../../lib/api";
import { decryptChunk, encryptChunk } from "./chunk-cipher";
import {
  DOWNLOADS_DB_NAME,
  clearEverything,
  deleteVideos,
  getAccountVideos,
  getChunks,
  getVideo,
  openDownloadsDb,
  putChunk,
  putVideo,
  setExpiresAt,
} from "./download-db";
import { isExpired, shownFields, type DownloadedVideo } from "./downloaded-video";
import { lowestRenditionUrl, renditionParts } from "./hls-playlists";
import { requestOfflineKey } from "./offline-key";
import { openStreamFiles } from "./stream-files";

/** The download is not on this phone (any more): expired, removed, or never finished. */
export class DownloadGone extends Error {}

export const canDownload = () =>
  typeof indexedDB !== "undefined" && typeof crypto !== "undefined" && Boolean(crypto.subtle);

/**
 * Whether this phone has kept a download: the start-up check and a sign-out then make no database
 * just to find it empty (a browser that cannot list its databases is asked anyway).
 */
async function hasDownloads() {
  if (!canDownload()) return false;
  const databases = await indexedDB.databases?.();
  return !databases || databases.some((database) => database.name === DOWNLOADS_DB_NAME);
}

/** Newest first; expired downloads are deleted on the way. */
export async function listDownloads(userId: string): Promise<DownloadedVideo[]> {
  const db = await openDownloadsDb();
  const videos = await getAccountVideos(db, userId);
  const expired = videos.filter((video) => isExpired(video)).map((video) => video.postId);
  if (expired.length > 0) await deleteVideos(db, userId, expired);
  return videos
    .filter((video) => !expired.includes(video.postId))
    .sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt))
    .map(shownFields);
}

export async function downloadVideo(
  userId: string,
  post: { id: string; title: string; creator: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedVideo> {
  const { key, expiresAt } = await requestOfflineKey(post.id);
  const stream = await openStreamFiles(post.id);
  const renditionUrl = lowestRenditionUrl(await stream.text(stream.masterUrl, signal), stream.masterUrl);
  const { initUrl, segmentUrls } = renditionParts(await stream.text(renditionUrl, signal), renditionUrl);
  const pieces = initUrl ? [initUrl, ...segmentUrls] : segmentUrls;

  const db = await openDownloadsDb();
  // A download of the same post starts afresh; one stopped halfway leaves nothing behind.
  await deleteVideos(db, userId, [post.id]);
  let bytes = 0;
  try {
    for (const [index, url] of pieces.entries()) {
      const chunk = await encryptChunk(key, await stream.bytes(url, signal), post.id, index);
      await putChunk(db, userId, post.id, index, chunk);
      bytes += chunk.data.byteLength;
      onProgress((index + 1) / pieces.length);
    }
    const video: DownloadedVideo = {
      postId: post.id,
      title: post.title,
      creator: post.creator,
      expiresAt,
      bytes,
      downloadedAt: new Date().toISOString(),
    };
    await putVideo(db, { ...video, userId, key, chunkCount: pieces.length });
    return video;
  } catch (failure) {
    // Best effort: the failure the member sees is the download's, not the clean-up's.
    await deleteVideos(db, userId, [post.id]).catch(() => undefined);
    throw failure;
  }
}

/** A blob: URL of the decrypted video, for a player; the caller revokes it. */
export async function openDownload(userId: string, postId: string): Promise<string> {
  const db = await openDownloadsDb();
  const video = await getVideo(db, userId, postId);
  if (!video || isExpired(video)) {
    await deleteVideos(db, userId, [postId]);
    throw new DownloadGone();
  }
  const chunks = await getChunks(db, userId, postId);
  if (chunks.length !== video.chunkCount) throw new DownloadGone();
  const plain = await Promise.all(chunks.map((chunk, index) => decryptChunk(video.key, chunk, postId, index)));
  return URL.createObjectURL(new Blob(plain, { type: "video/mp4" }));
}

export async function removeDownload(userId: string, postId: string) {
  await deleteVideos(await openDownloadsDb(), userId, [postId]);
}

/** Every account's downloads: a sign-out ends the session their keys belonged to. */
export async function removeAllDownloads() {
  if (await hasDownloads()) await clearEverything(await openDownloadsDb());
}

/**
 * Online: asks the server again for each download. A refusal (the membership ended, the post is
 * gone) deletes it; an answer moves its date (a renewal); no network leaves it as it is.
 */
export async function recheckDownloads(userId: string) {
  if (!(await hasDownloads())) return;
  const db = await openDownloadsDb();
  for (const video of await getAccountVideos(db, userId)) {
    try {
      const { expiresAt } = await requestOfflineKey(video.postId);
      await setExpiresAt(db, userId, video.postId, expiresAt);
    } catch (failure) {
      if (failure instanceof ApiError && [401, 403, 404].includes(failure.status))
        await deleteVideos(db, userId, [video.postId]);
    }
  }
}
