// Streaming a post's file: byte ranges for players, caching headers, and access on every request.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberships } from "../../db/schema";
import { createPost, postRow, videoBytes } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const SIZE = 100_000;
let t: TestApp;
let bytes: Buffer;
let postId: string;
let proPostId: string;
let creator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer" });
  bytes = videoBytes(SIZE);
  postId = (await createPost(t, creator, { type: "video", mediaBytes: bytes })).id;
  proPostId = (await createPost(t, creator, { type: "video", requiredTier: "pro", mediaBytes: bytes })).id;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("GET /api/posts/:id/media with Range", () => {
  it.each([
    ["the first bytes", "bytes=0-99", 0, 99],
    ["a middle slice", "bytes=40000-40999", 40000, 40999],
    ["a suffix", "bytes=-500", SIZE - 500, SIZE - 1],
    ["an open-ended range", "bytes=99000-", 99000, SIZE - 1],
    ["a range past the end, clipped", "bytes=99990-200000", 99990, SIZE - 1],
  ])("answers %s with 206 and exactly those bytes", async (_name, range, start, end) => {
    const response = await get(`/api/posts/${postId}/media`, { range });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect((await body(response)).equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(["bytes=100000-", "bytes=250000-300000"])("answers an unsatisfiable %s with 416", async (range) => {
    const response = await get(`/api/posts/${postId}/media`, { range });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${SIZE}`);
  });

  it("sends the whole file without a Range, with caching headers and no gzip", async () => {
    const response = await get(`/api/posts/${postId}/media`, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe(String(SIZE));
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect((await body(response)).equals(bytes)).toBe(true);
  });

  it("streams a range through the real Node server", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/posts/${postId}/media`, {
        headers: { range: "bytes=1000-60999", "accept-encoding": "gzip" },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect((await body(response)).equals(bytes.subarray(1000, 61000))).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers HEAD with the headers a player needs", async () => {
    const response = await t.app.request(`/api/posts/${postId}/media`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(SIZE));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect((await body(response)).length).toBe(0);
  });

  it("answers a matching If-None-Match with 304, and a stale If-Range with the whole file", async () => {
    const etag = (await get(`/api/posts/${postId}/media`)).headers.get("etag")!;
    expect((await get(`/api/posts/${postId}/media`, { "if-none-match": etag })).status).toBe(304);
    const stale = await get(`/api/posts/${postId}/media`, { range: "bytes=0-9", "if-range": '"old"' });
    expect(stale.status).toBe(200);
    const fresh = await get(`/api/posts/${postId}/media`, { range: "bytes=0-9", "if-range": etag });
    expect(fresh.status).toBe(206);
  });

  it("checks the membership on every request: a canceled PRO member is refused the next range", async () => {
    const member = await createUser(t);
    await createMembership(t, member.id, creator.id, "pro");
    const cookie = await signIn(t, member);
    expect((await get(`/api/posts/${proPostId}/media`, { cookie, range: "bytes=0-999" })).status).toBe(206);

    await t.db.update(memberships).set({ status: "canceled" }).where(eq(memberships.followerId, member.id));
    const refused = await get(`/api/posts/${proPostId}/media`, { cookie, range: "bytes=1000-1999" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("membership_required");
  });

  it("answers 404 for a text post, an unknown post and a malformed id", async () => {
    const text = await createPost(t, creator, { type: "text" });
    for (const id of [text.id, crypto.randomUUID(), "not-a-uuid"]) {
      expect((await get(`/api/posts/${id}/media`)).status).toBe(404);
    }
  });

  it("answers 404 when the stored file is gone", async () => {
    const post = await createPost(t, creator, { type: "video" });
    await t.deps.storage.delete((await postRow(t, post.id))!.mediaKey!);
    expect((await get(`/api/posts/${post.id}/media`)).status).toBe(404);
  });
});
