// The offline store end to end over a faked server: the key endpoint and video info through fakeApi,
// the stream's playlists and segments (not JSON) through a small fetch in front of it; IndexedDB is
// fake-indexeddb, WebCrypto is Node's own.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoInfo } from "../../../domain/video";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import {
  DownloadGone,
  downloadVideo,
  listDownloads,
  openDownload,
  recheckDownloads,
  removeAllDownloads,
  removeDownload,
} from "./index";

const POST = { id: "post-1", title: "Morning mobility", creator: "coach_ana" };
const ANA = "user-ana";
const BEN = "user-ben";
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();
const KEY = Buffer.from(new Uint8Array(32).map((_, index) => index + 1)).toString("base64url");

// Known bytes, long enough that "contains" means something.
const bytesOf = (seed: number, length = 64) => new Uint8Array(length).map((_, index) => (seed * 31 + index) % 256);
const INIT = bytesOf(1);
const SEGMENTS = [bytesOf(2), bytesOf(3), bytesOf(4)];
const WHOLE = new Uint8Array([...INIT, ...SEGMENTS.flat().flatMap((segment) => [...segment])]);

const MASTER = [
  "#EXTM3U",
  '#EXT-X-STREAM-INF:BANDWIDTH=2400000,AVERAGE-BANDWIDTH=100,RESOLUTION=1280x720,NAME="720p"',
  "720p/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240,NAME="240p"',
  "240p/index.m3u8",
].join("\n");

const MEDIA = [
  "#EXTM3U",
  "#EXT-X-TARGETDURATION:4",
  '#EXT-X-MAP:URI="init.mp4"',
  "#EXTINF:4.0,",
  "seg-0.m4s",
  "#EXTINF:4.0,",
  "seg-1.m4s",
  "#EXTINF:2.0,",
  "seg-2.m4s",
  "#EXT-X-ENDLIST",
].join("\n");

const STREAM_FILES: Record<string, string | Uint8Array<ArrayBuffer>> = {
  "index.m3u8": MASTER,
  "240p/index.m3u8": MEDIA,
  "240p/init.mp4": INIT,
  "240p/seg-0.m4s": SEGMENTS[0]!,
  "240p/seg-1.m4s": SEGMENTS[1]!,
  "240p/seg-2.m4s": SEGMENTS[2]!,
};

const videoInfo = (token: string, tokenExpiresAt = new Date(Date.now() + 60_000).toISOString()): VideoInfo => ({
  status: "ready",
  progress: 100,
  failureReason: null,
  playback: { masterUrl: `/api/videos/${POST.id}/t/${token}/index.m3u8`, tokenExpiresAt, originalUrl: null },
  previewUrl: null,
  posterUrl: null,
  captions: [],
  resumeAt: null,
  previewEnabled: null,
});

/** Every stream file requested, as "<token>/<file>". */
let streamRequests: string[] = [];
/** Tokens the stream refuses (403), as an expired one is. */
let expiredTokens = new Set<string>();

function answerKey(expiresAt = IN_A_MONTH) {
  fakeApi.on("POST /posts/:id/offline-key", (request) => ({
    status: 200,
    body: { postId: request.params.id!, key: KEY, expiresAt },
  }));
}

beforeEach(async () => {
  streamRequests = [];
  expiredTokens = new Set();
  answerKey();
  fakeApi.answer("GET /posts/:id/video", videoInfo("token-1"));
  // In front of setup.ts's fakeFetch (which it puts back after each test): the stream's files.
  const apiFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const file = /^\/api\/videos\/[^/]+\/t\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (!file) return apiFetch(input, init);
    const [, token, name] = file as unknown as [string, string, string];
    init?.signal?.throwIfAborted();
    streamRequests.push(`${token}/${name}`);
    if (expiredTokens.has(token)) return Response.json({ error: { code: "stream_token_expired" } }, { status: 403 });
    const body = STREAM_FILES[name];
    return body === undefined ? new Response(null, { status: 404 }) : new Response(body);
  };
  await removeAllDownloads();
});

afterEach(() => vi.useRealTimers());

/** What IndexedDB holds for the chunks, read behind the module's back. */
async function storedChunks(): Promise<{ iv: Uint8Array; data: ArrayBuffer }[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open("fc-downloads", 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction("chunks").objectStore("chunks").getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, start) => needle.every((byte, offset) => haystack[start + offset] === byte));

/** openDownload's Blob, captured where the player would get its URL. */
async function openedBytes(userId: string, postId: string) {
  let blob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    blob = object as Blob;
    return "blob:http://localhost/video";
  });
  const url = await openDownload(userId, postId);
  return { url, type: blob!.type, bytes: new Uint8Array(await blob!.arrayBuffer()) };
}

describe("downloads", () => {
  it("downloads the lowest rendition with progress, lists it with the server's date, and plays it back", async () => {
    const progress: number[] = [];
    const download = await downloadVideo(ANA, POST, (fraction) => progress.push(fraction));

    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(streamRequests).toEqual([
      "token-1/index.m3u8",
      "token-1/240p/index.m3u8",
      "token-1/240p/init.mp4",
      "token-1/240p/seg-0.m4s",
      "token-1/240p/seg-1.m4s",
      "token-1/240p/seg-2.m4s",
    ]);
    expect(download).toMatchObject({
      postId: POST.id,
      title: POST.title,
      creator: POST.creator,
      expiresAt: IN_A_MONTH,
    });
    expect(await listDownloads(ANA)).toEqual([download]);

    const opened = await openedBytes(ANA, POST.id);
    expect(opened.url).toBe("blob:http://localhost/video");
    expect(opened.type).toBe("video/mp4");
    expect(opened.bytes).toEqual(WHOLE);
  });

  it("stores ciphertext only: no chunk equals or contains the video's bytes", async () => {
    await downloadVideo(ANA, POST, () => {});
    const chunks = await storedChunks();
    expect(chunks).toHaveLength(4);
    for (const chunk of chunks) {
      const data = new Uint8Array(chunk.data);
      expect(chunk.iv).toHaveLength(12);
      for (const plain of [INIT, ...SEGMENTS]) {
        expect(data).not.toEqual(plain);
        expect(contains(data, plain.slice(0, 16))).toBe(false);
      }
    }
    expect(new Set(chunks.map((chunk) => Buffer.from(chunk.iv).toString("hex"))).size).toBe(4);
  });

  it("deletes an expired download when it is opened, and says it is gone", async () => {
    answerKey(new Date(Date.now() + 60_000).toISOString());
    await downloadVideo(ANA, POST, () => {});
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120_000 });

    await expect(openDownload(ANA, POST.id)).rejects.toBeInstanceOf(DownloadGone);
    vi.useRealTimers();
    expect(await listDownloads(ANA)).toEqual([]);
    expect(await storedChunks()).toEqual([]);
  });

  it("leaves expired downloads out of the list, deleting them", async () => {
    answerKey(new Date(Date.now() - 1000).toISOString());
    await downloadVideo(ANA, POST, () => {});
    expect(await listDownloads(ANA)).toEqual([]);
    expect(await storedChunks()).toEqual([]);
  });

  it("on a check, deletes what the server refuses (403) and extends what it answers", async () => {
    await downloadVideo(ANA, POST, () => {});
    await downloadVideo(ANA, { ...POST, id: "post-2" }, () => {});
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString();
    fakeApi.on("POST /posts/:id/offline-key", (request) =>
      request.params.id === POST.id
        ? { status: 403, body: { error: { code: "offline_not_allowed", message: "No" } } }
        : { status: 200, body: { postId: request.params.id!, key: KEY, expiresAt: later } },
    );

    await recheckDownloads(ANA);

    expect((await listDownloads(ANA)).map(({ postId, expiresAt }) => ({ postId, expiresAt }))).toEqual([
      { postId: "post-2", expiresAt: later },
    ]);
    await expect(openDownload(ANA, POST.id)).rejects.toBeInstanceOf(DownloadGone);
  });

  it("leaves downloads as they are when the check finds no network", async () => {
    const download = await downloadVideo(ANA, POST, () => {});
    const apiFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).endsWith("/offline-key")) throw new TypeError("Failed to fetch");
      return apiFetch(input, init);
    };
    await recheckDownloads(ANA);
    expect(await listDownloads(ANA)).toEqual([download]);
  });

  it("keeps one account's downloads from another", async () => {
    await downloadVideo(ANA, POST, () => {});
    expect(await listDownloads(BEN)).toEqual([]);
    await expect(openDownload(BEN, POST.id)).rejects.toBeInstanceOf(DownloadGone);
    expect(await listDownloads(ANA)).toHaveLength(1);
  });

  it("leaves nothing behind when a download is stopped halfway", async () => {
    const controller = new AbortController();
    const download = downloadVideo(
      ANA,
      POST,
      (fraction) => {
        if (fraction >= 0.5) controller.abort();
      },
      controller.signal,
    );
    await expect(download).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
    expect(await listDownloads(ANA)).toEqual([]);
    expect(await storedChunks()).toEqual([]);
  });

  it("replaces an earlier download of the same post", async () => {
    await downloadVideo(ANA, POST, () => {});
    const second = await downloadVideo(ANA, POST, () => {});
    expect(await listDownloads(ANA)).toEqual([second]);
    expect(await storedChunks()).toHaveLength(4);
  });

  it("renews the stream token when a file is refused for it halfway", async () => {
    fakeApi.answer("GET /posts/:id/video", videoInfo("token-1"));
    const progress: number[] = [];
    await downloadVideo(ANA, POST, (fraction) => {
      progress.push(fraction);
      // The token runs out after the init and first segments; the server gives a fresh one when asked again.
      if (progress.length === 2) {
        expiredTokens.add("token-1");
        fakeApi.answer("GET /posts/:id/video", videoInfo("token-2"));
      }
    });
    expect(streamRequests.slice(-3)).toEqual([
      "token-1/240p/seg-1.m4s",
      "token-2/240p/seg-1.m4s",
      "token-2/240p/seg-2.m4s",
    ]);
    expect((await openedBytes(ANA, POST.id)).bytes).toEqual(WHOLE);
  });

  it("removes one download, and at sign-out every account's", async () => {
    await downloadVideo(ANA, POST, () => {});
    await downloadVideo(ANA, { ...POST, id: "post-2" }, () => {});
    await downloadVideo(BEN, POST, () => {});

    await removeDownload(ANA, "post-2");
    expect((await listDownloads(ANA)).map((download) => download.postId)).toEqual([POST.id]);

    await removeAllDownloads();
    expect(await listDownloads(ANA)).toEqual([]);
    expect(await listDownloads(BEN)).toEqual([]);
    expect(await storedChunks()).toEqual([]);
  });
});
