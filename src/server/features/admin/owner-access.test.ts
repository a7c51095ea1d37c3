// The owner access matrix: every /api/owner endpoint answers a visitor 401 and any signed-in user
// who is not an owner (a follower, a creator, a paying member) 403, and changes nothing for them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { moderationLog, posts } from "../../db/schema";
import { eq } from "drizzle-orm";

let t: TestApp;
let endpoints: [method: string, path: string][];
const cookies: Record<string, string | undefined> = {};
let postId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  const creator = await createCreator(t);
  const member = await createUser(t);
  await createMembership(t, member.id, creator.id, "all_star");
  postId = (await createPost(t, creator, { title: "Guarded" })).id;
  await t.request("POST", "/api/reports", {
    cookie: await signIn(t, member),
    body: { subject: "post", postId, reason: "Spam" },
  });
  const reportId = "00000000-0000-4000-8000-000000000001";
  cookies.follower = await signIn(t, await createUser(t));
  cookies.creator = await signIn(t, creator);
  cookies.member = await signIn(t, member);
  cookies.owner = await signIn(t, await createUser(t, { email: "boss@example.com" }));
  endpoints = [
    ["GET", "/api/owner/figures"],
    ["GET", "/api/owner/reports"],
    ["GET", "/api/owner/log"],
    ["POST", `/api/owner/reports/post/${reportId}/dismiss`],
    ["POST", `/api/owner/reports/profile/${reportId}/dismiss`],
    ["POST", `/api/owner/reports/message/${reportId}/dismiss`],
    ["POST", `/api/owner/posts/${postId}/hide`],
    ["POST", `/api/owner/posts/${postId}/unhide`],
    ["GET", `/api/owner/accounts/${creator.username}`],
    ["POST", `/api/owner/accounts/${creator.id}/suspend`],
    ["POST", `/api/owner/accounts/${creator.id}/restore`],
    ["GET", "/api/owner/support-requests"],
    ["POST", `/api/owner/support-requests/${reportId}/answers`],
  ];
});
afterAll(() => t.close());

describe("/api/owner access", () => {
  it.each([
    ["visitor", 401],
    ["follower", 403],
    ["creator", 403],
    ["member", 403],
  ] as const)("refuses a %s with %i on every endpoint, and nothing changes", async (who, status) => {
    for (const [method, path] of endpoints) {
      const response = await t.request(method, path, {
        cookie: cookies[who],
        body: method === "POST" ? { reason: "Because I can" } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.json.error.code).toBe(status === 401 ? "unauthenticated" : "forbidden");
    }
    const [post] = await t.db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, postId));
    expect(post?.hiddenAt).toBeNull();
    expect(await t.db.select().from(moderationLog)).toEqual([]);
  });

  it("lets the owner in", async () => {
    for (const [method, path] of endpoints.filter(([method]) => method === "GET")) {
      const response = await t.request(method, path, { cookie: cookies.owner });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
