// Who may do what in a creator's community, checked on the server for every endpoint: by default
// every follower (Rookie included) reads and writes; nobody else gets in; only the creator pins,
// closes comments and removes others' words. The creator's tier setting narrows reading and posting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { communityPost, smallPng, uploadCommunityImage } from "../../../../tests/support/community-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const members: Viewer[] = ["rookie", "pro", "all_star", "owner"];

let t: TestApp;
let creator: string;
let cookies: Record<Viewer, string | undefined>;
let postId: string;
let imageUrl: string;
let commentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await createViewers(t);
  creator = made.owner.username;
  cookies = made.cookies;

  const image = await uploadCommunityImage(t, cookies.rookie, creator, await smallPng());
  expect(image.status).toBe(201);
  const post = await communityPost(t, cookies.rookie!, creator, "Rookie here, first week done", [image.json.image.id]);
  postId = post.id;
  imageUrl = post.images[0]!.url;
  const comment = await t.request("POST", `/api/community/posts/${postId}/comments`, {
    cookie: cookies.all_star,
    body: { body: "Great job!" },
  });
  commentId = comment.json.comment.id;
});
afterAll(() => t.close());

/** 401 for a visitor, `allowed` for members and the creator, 403 with the follow code for anyone else. */
const expected = (viewer: Viewer, allowed: number) =>
  viewer === "visitor" ? 401 : members.includes(viewer) ? allowed : 403;

describe.each(viewers)("%s", (viewer) => {
  const cookie = () => cookies[viewer];

  it("reads the community, its posts, comments and pictures only as a follower or its creator", async () => {
    const page = await t.request("GET", `/api/community/${creator}`, { cookie: cookie() });
    expect(page.status).toBe(expected(viewer, 200));
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    if (page.status === 403) expect(page.json.error.code).toBe("community_follow_required");
    if (page.status === 200) expect(page.json.access.canModerate).toBe(viewer === "owner");

    const posts = await t.request("GET", `/api/community/${creator}/posts`, { cookie: cookie() });
    expect(posts.status).toBe(expected(viewer, 200));
    if (posts.status === 200) expect(posts.json.posts.map((post: { id: string }) => post.id)).toContain(postId);

    const comments = await t.request("GET", `/api/community/posts/${postId}/comments`, { cookie: cookie() });
    expect(comments.status).toBe(expected(viewer, 200));

    const picture = await t.app.request(imageUrl, { headers: cookie() ? { cookie: cookie()! } : {} });
    expect(picture.status).toBe(expected(viewer, 200));
    if (picture.status === 200) {
      expect(picture.headers.get("content-type")).toBe("image/webp");
      expect(picture.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("posts, uploads pictures, comments and reacts only as a follower or its creator", async () => {
    const post = await t.request("POST", `/api/community/${creator}/posts`, {
      cookie: cookie(),
      body: { body: `From ${viewer}` },
    });
    expect(post.status).toBe(expected(viewer, 201));
    const image = await uploadCommunityImage(t, cookie(), creator, await smallPng());
    expect(image.status).toBe(expected(viewer, 201));
    const comment = await t.request("POST", `/api/community/posts/${postId}/comments`, {
      cookie: cookie(),
      body: { body: `Comment from ${viewer}` },
    });
    expect(comment.status).toBe(expected(viewer, 201));
    const react = await t.request("PUT", `/api/community/posts/${postId}/reaction`, { cookie: cookie() });
    expect(react.status).toBe(expected(viewer, 200));
    const unreact = await t.request("DELETE", `/api/community/posts/${postId}/reaction`, { cookie: cookie() });
    expect(unreact.status).toBe(expected(viewer, 200));
    const report = await t.request("POST", "/api/community/reports", {
      cookie: cookie(),
      body: { subject: "comment", id: commentId, reason: "Spam" },
    });
    // The comment's own author cannot report it.
    expect(report.status).toBe(viewer === "all_star" ? 400 : expected(viewer, 201));
  });

  it("pins, closes comments and removes others' posts only as the creator", async () => {
    const moderator = (status: number) => (viewer === "owner" ? status : viewer === "visitor" ? 401 : 403);
    const pin = await t.request("PUT", `/api/community/posts/${postId}/pin`, {
      cookie: cookie(),
      body: { pinned: true },
    });
    expect(pin.status).toBe(moderator(200));
    const close = await t.request("PUT", `/api/community/posts/${postId}/comments-closed`, {
      cookie: cookie(),
      body: { closed: false },
    });
    expect(close.status).toBe(moderator(200));
    if (viewer !== "owner" && viewer !== "rookie") {
      // The rookie wrote the post and may remove it; others may not (the owner's removal is tested apart).
      const remove = await t.request("DELETE", `/api/community/posts/${postId}`, { cookie: cookie() });
      expect(remove.status).toBe(moderator(204));
    }
    if (viewer !== "owner" && viewer !== "all_star") {
      const remove = await t.request("DELETE", `/api/community/comments/${commentId}`, { cookie: cookie() });
      expect(remove.status).toBe(moderator(204));
    }
    const settings = await t.request("PUT", "/api/me/community", {
      cookie: cookie(),
      body: { readTier: "rookie", postTier: "rookie" },
    });
    expect(settings.status).toBe(
      viewer === "visitor" ? 401 : viewer === "owner" || viewer === "other_creator" ? 200 : 403,
    );
    // The pin is undone for the next viewer.
    if (viewer === "owner") {
      await t.request("PUT", `/api/community/posts/${postId}/pin`, { cookie: cookie(), body: { pinned: false } });
    }
  });
});

describe("the creator's tier setting", () => {
  afterAll(async () => {
    await t.request("PUT", "/api/me/community", {
      cookie: cookies.owner,
      body: { readTier: "rookie", postTier: "rookie" },
    });
  });

  it("read=pro: a Rookie member is refused with the tier it takes, PRO and ALL STAR read and write", async () => {
    const saved = await t.request("PUT", "/api/me/community", {
      cookie: cookies.owner,
      body: { readTier: "pro", postTier: "pro" },
    });
    expect(saved.status).toBe(200);
    const rookie = await t.request("GET", `/api/community/${creator}/posts`, { cookie: cookies.rookie });
    expect(rookie.status).toBe(403);
    expect(rookie.json.error).toMatchObject({ code: "community_tier_required", details: { requiredTier: "pro" } });
    const rookiePicture = await t.app.request(imageUrl, { headers: { cookie: cookies.rookie! } });
    expect(rookiePicture.status).toBe(403);
    const rookieComment = await t.request("POST", `/api/community/posts/${postId}/comments`, {
      cookie: cookies.rookie,
      body: { body: "Can I?" },
    });
    expect(rookieComment.status).toBe(403);
    for (const viewer of ["pro", "all_star", "owner"] as const) {
      expect((await t.request("GET", `/api/community/${creator}/posts`, { cookie: cookies[viewer] })).status).toBe(200);
      const post = await t.request("POST", `/api/community/${creator}/posts`, {
        cookie: cookies[viewer],
        body: { body: "PRO room" },
      });
      expect(post.status).toBe(201);
    }
  });

  it("post=all_star: PRO reads and reacts but may not post or comment", async () => {
    await t.request("PUT", "/api/me/community", {
      cookie: cookies.owner,
      body: { readTier: "pro", postTier: "all_star" },
    });
    const page = await t.request("GET", `/api/community/${creator}`, { cookie: cookies.pro });
    expect(page.json.access).toEqual({ canRead: true, canWrite: false, canModerate: false });
    const post = await t.request("POST", `/api/community/${creator}/posts`, {
      cookie: cookies.pro,
      body: { body: "Hi" },
    });
    expect(post.status).toBe(403);
    expect(post.json.error).toMatchObject({ code: "community_tier_required", details: { requiredTier: "all_star" } });
    const image = await uploadCommunityImage(t, cookies.pro, creator, await smallPng());
    expect(image.status).toBe(403);
    expect((await t.request("PUT", `/api/community/posts/${postId}/reaction`, { cookie: cookies.pro })).status).toBe(
      200,
    );
    const allStar = await t.request("POST", `/api/community/${creator}/posts`, {
      cookie: cookies.all_star,
      body: { body: "ALL STAR room" },
    });
    expect(allStar.status).toBe(201);
  });

  it("refuses a setting where posting is open wider than reading (400, nothing changed)", async () => {
    const refused = await t.request("PUT", "/api/me/community", {
      cookie: cookies.owner,
      body: { readTier: "all_star", postTier: "rookie" },
    });
    expect(refused.status).toBe(400);
    const now = await t.request("GET", "/api/me/community", { cookie: cookies.owner });
    expect(now.json.settings).toEqual({ readTier: "pro", postTier: "all_star" });
  });
});
