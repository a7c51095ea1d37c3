// Who gets what of a PRO video post, over the seven viewers: the player's answer (a stream only
// for those who may open it), the preview and poster (also for the others while the preview is
// on), the captions (as the post), and the HLS files (only with a token, which only openers get).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";

let t: TestApp;
let cookies: Record<Viewer, string | undefined>;
let postId: string;

const opens: Record<Viewer, boolean> = {
  visitor: false,
  rookie: false,
  pro: true,
  all_star: true,
  other_member: false,
  other_creator: false,
  owner: true,
};
const lockedStatus = (viewer: Viewer) => (viewer === "visitor" ? 401 : 403);
const fetchAs = (viewer: Viewer, url: string) =>
  t.app.request(url, { headers: cookies[viewer] ? { cookie: cookies[viewer] } : {} });

beforeAll(async () => {
  t = await createTestApp();
  const people = await createViewers(t);
  cookies = people.cookies;
  const post = await createPost(t, people.owner, {
    type: "video",
    requiredTier: "pro",
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 2 }),
  });
  postId = post.id;
  const captions = await t.app.request(`/api/posts/${postId}/captions/en`, {
    method: "PUT",
    headers: { cookie: cookies.owner!, "content-type": "text/vtt", origin: "http://localhost:3000" },
    body: "WEBVTT\n\n00:00.000 --> 00:01.000\nBrace your core\n",
  });
  expect(captions.status).toBe(204);
});
afterAll(() => t.close());

describe("a PRO video post", () => {
  it.each(viewers)("GET /video for %s: a stream only when they may open it", async (viewer) => {
    const response = await t.request("GET", `/api/posts/${postId}/video`, { cookie: cookies[viewer] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const info = response.json;
    expect(info.status).toBe("ready");
    expect(info.previewUrl).toBe(`/api/posts/${postId}/preview.mp4`);
    expect(info.posterUrl).toMatch(new RegExp(`^/api/posts/${postId}/poster\\?w=\\d+$`));
    // Only the creator sees where their preview switch is.
    expect(info.previewEnabled).toBe(viewer === "owner" ? true : null);
    if (opens[viewer]) {
      expect(info.playback.masterUrl).toMatch(/\/master\.m3u8$/);
      expect(info.captions).toEqual([{ language: "en", url: `/api/posts/${postId}/captions/en.vtt` }]);
    } else {
      expect(info.playback).toBeNull();
      expect(info.captions).toEqual([]);
      expect(JSON.stringify(info)).not.toContain("/t/");
    }
  });

  it.each(viewers)("preview and poster for %s while the preview is on", async (viewer) => {
    for (const url of [`/api/posts/${postId}/preview.mp4`, `/api/posts/${postId}/poster?w=320`]) {
      expect((await fetchAs(viewer, url)).status).toBe(200);
    }
  });

  it.each(viewers)("captions for %s: as the post", async (viewer) => {
    const response = await fetchAs(viewer, `/api/posts/${postId}/captions/en.vtt`);
    if (opens[viewer]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Brace your core");
    } else {
      expect(response.status).toBe(lockedStatus(viewer));
    }
  });

  it.each(viewers)("the HLS files for %s: only with the token they were given", async (viewer) => {
    const owner = await t.request("GET", `/api/posts/${postId}/video`, { cookie: cookies.owner });
    const segment = owner.json.playback.masterUrl.replace("master.m3u8", "360p/seg-00000.m4s");
    const forged = segment.replace(/\/t\/[^/]+\//, "/t/-.x.9999999999.forged/");
    const refused = await fetchAs(viewer, forged);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("stream_token_expired");
    const own = await t.request("GET", `/api/posts/${postId}/video`, { cookie: cookies[viewer] });
    if (opens[viewer]) {
      const mine = own.json.playback.masterUrl.replace("master.m3u8", "360p/seg-00000.m4s");
      expect((await fetchAs(viewer, mine)).status).toBe(200);
    } else {
      expect(own.json.playback).toBeNull();
    }
  });

  it.each(viewers)("with the preview off, %s gets it only when they may open the post", async (viewer) => {
    const off = await t.request("PUT", `/api/posts/${postId}/video/preview`, {
      cookie: cookies.owner,
      body: { enabled: false },
    });
    expect(off.json).toEqual({ previewEnabled: false });
    const info = (await t.request("GET", `/api/posts/${postId}/video`, { cookie: cookies[viewer] })).json;
    for (const url of [`/api/posts/${postId}/preview.mp4`, `/api/posts/${postId}/poster`]) {
      expect((await fetchAs(viewer, url)).status).toBe(opens[viewer] ? 200 : lockedStatus(viewer));
    }
    expect(info.previewUrl === null).toBe(!opens[viewer]);
    expect(info.previewEnabled).toBe(viewer === "owner" ? false : null);
    await t.request("PUT", `/api/posts/${postId}/video/preview`, { cookie: cookies.owner, body: { enabled: true } });
  });

  it.each(viewers)("only the owner turns the preview off: %s", async (viewer) => {
    if (viewer === "owner") return;
    const response = await t.request("PUT", `/api/posts/${postId}/video/preview`, {
      cookie: cookies[viewer],
      body: { enabled: false },
    });
    expect(response.status).toBe(viewer === "visitor" ? 401 : viewer === "other_creator" ? 404 : 403);
  });
});
