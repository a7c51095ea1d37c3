// A community through HTTP: what a post takes and refuses (nothing stored on a refusal), pinned
// posts first, keyset pages, closed comments, removal with the pictures, the clap, and reports
// landing in the platform owner's queue, where the owner removes the item.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COMMUNITY_PAGE_SIZE } from "../../../domain/community";
import { communityPost, smallPng, uploadCommunityImage } from "../../../../tests/support/community-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { communityImages, communityPosts } from "../../db/schema";

let t: TestApp;
let ownerCookie: string;
let creator: { id: string; username: string };
let creatorCookie: string;
let memberCookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  ownerCookie = await signIn(t, await createUser(t, { email: "boss@example.com", username: "the_boss" }));
  const creatorUser = await createUser(t, { role: "influencer" });
  creator = creatorUser;
  creatorCookie = await signIn(t, creatorUser);
  const member = await createUser(t);
  const other = await createUser(t);
  await createMembership(t, member.id, creator.id, "rookie");
  await createMembership(t, other.id, creator.id, "pro");
  memberCookie = await signIn(t, member);
  otherCookie = await signIn(t, other);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(communityPosts);
  await t.db.delete(communityImages);
});

const postCount = async () => (await t.db.select({ n: count() }).from(communityPosts))[0]!.n;
const feed = async (cookie = memberCookie, cursor?: string) =>
  (
    await t.request("GET", `/api/community/${creator.username}/posts${cursor ? `?cursor=${cursor}` : ""}`, {
      cookie,
    })
  ).json as {
    pinned: { id: string; body: string }[];
    posts: { id: string; body: string }[];
    nextCursor: string | null;
  };

describe("writing a post", () => {
  it.each([
    ["an empty text", { body: "   " }],
    ["a text over 2,000 characters", { body: "x".repeat(2001) }],
    ["five pictures", { body: "Hi", imageIds: Array.from({ length: 5 }, () => crypto.randomUUID()) }],
    ["a picture id that is not an id", { body: "Hi", imageIds: ["nope"] }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const refused = await t.request("POST", `/api/community/${creator.username}/posts`, { cookie: memberCookie, body });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("validation_failed");
    expect(await postCount()).toBe(0);
  });

  it("refuses someone else's picture, or one already posted, and stores nothing", async () => {
    const theirs = await uploadCommunityImage(t, otherCookie, creator.username, await smallPng());
    const refused = await t.request("POST", `/api/community/${creator.username}/posts`, {
      cookie: memberCookie,
      body: { body: "Mine now", imageIds: [theirs.json.image.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details.fields.imageIds).toBe("community.validation.imagesUnavailable");
    expect(await postCount()).toBe(0);
    // Before it is posted, a picture is its uploader's alone.
    const peek = await t.app.request(theirs.json.image.url, { headers: { cookie: memberCookie } });
    expect(peek.status).toBe(404);
    const own = await t.app.request(theirs.json.image.url, { headers: { cookie: otherCookie } });
    expect(own.status).toBe(200);
  });

  it("refuses a file that is not a picture by its bytes (415) and an unreadable picture (400)", async () => {
    const text = await t.app.request(`/api/community/${creator.username}/images`, {
      method: "POST",
      headers: { cookie: memberCookie, "content-type": "image/png" },
      body: "not a picture at all, just text",
    });
    expect(text.status).toBe(415);
    const png = await smallPng();
    const broken = await uploadCommunityImage(t, memberCookie, creator.username, png.subarray(0, 60));
    expect(broken.status).toBe(400);
    expect(await t.db.select().from(communityImages)).toEqual([]);
  });

  it("keeps the pictures in order, re-encoded as WebP without metadata", async () => {
    const first = await uploadCommunityImage(t, memberCookie, creator.username, await smallPng());
    const second = await uploadCommunityImage(t, memberCookie, creator.username, await smallPng());
    const post = await communityPost(t, memberCookie, creator.username, "Two pictures", [
      second.json.image.id,
      first.json.image.id,
    ]);
    expect(post.images.map((image) => image.id)).toEqual([second.json.image.id, first.json.image.id]);
    const picture = await t.app.request(post.images[0]!.url, { headers: { cookie: otherCookie } });
    expect(picture.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
  });
});

describe("the feed", () => {
  it("shows pinned posts first, newest pin first, and pages the rest newest first without repeats", async () => {
    const ids: string[] = [];
    for (let i = 0; i < COMMUNITY_PAGE_SIZE + 3; i++) {
      ids.push((await communityPost(t, memberCookie, creator.username, `Post ${i}`)).id);
    }
    const [oldest, second] = ids;
    expect(
      (await t.request("PUT", `/api/community/posts/${oldest}/pin`, { cookie: creatorCookie, body: { pinned: true } }))
        .status,
    ).toBe(200);
    await t.request("PUT", `/api/community/posts/${second}/pin`, { cookie: creatorCookie, body: { pinned: true } });

    const first = await feed();
    expect(first.pinned.map((post) => post.id)).toEqual([second, oldest]);
    expect(first.posts).toHaveLength(COMMUNITY_PAGE_SIZE);
    expect(first.posts[0]!.id).toBe(ids.at(-1));
    expect(first.nextCursor).not.toBeNull();
    const next = await feed(memberCookie, first.nextCursor!);
    expect(next.pinned).toEqual([]);
    expect(next.nextCursor).toBeNull();
    const seen = [...first.pinned, ...first.posts, ...next.posts].map((post) => post.id);
    expect(new Set(seen).size).toBe(ids.length);

    // A fourth pin is one too many; unpinning puts the post back in its place.
    await t.request("PUT", `/api/community/posts/${ids[2]}/pin`, { cookie: creatorCookie, body: { pinned: true } });
    const tooMany = await t.request("PUT", `/api/community/posts/${ids[3]}/pin`, {
      cookie: creatorCookie,
      body: { pinned: true },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error.code).toBe("too_many_pins");
    await t.request("PUT", `/api/community/posts/${second}/pin`, { cookie: creatorCookie, body: { pinned: false } });
    expect((await feed()).pinned.map((post) => post.id)).not.toContain(second);
    expect(
      (await t.request("GET", `/api/community/${creator.username}/posts?cursor=garbage`, { cookie: memberCookie }))
        .status,
    ).toBe(400);
  });
});

describe("comments and the clap", () => {
  it("takes comments oldest first, refuses them once closed (409) and again after reopening takes them", async () => {
    const post = await communityPost(t, memberCookie, creator.username);
    const comment = (body: string, cookie = otherCookie) =>
      t.request("POST", `/api/community/posts/${post.id}/comments`, { cookie, body: { body } });
    expect((await comment("First")).status).toBe(201);
    expect((await comment("Second", memberCookie)).status).toBe(201);
    expect((await comment("")).status).toBe(400);
    expect((await comment("x".repeat(1001))).status).toBe(400);

    const closed = await t.request("PUT", `/api/community/posts/${post.id}/comments-closed`, {
      cookie: creatorCookie,
      body: { closed: true },
    });
    expect(closed.json.post.commentsClosed).toBe(true);
    const refused = await comment("Third");
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("community_comments_closed");

    const list = await t.request("GET", `/api/community/posts/${post.id}/comments`, { cookie: memberCookie });
    expect(list.json.comments.map((c: { body: string }) => c.body)).toEqual(["First", "Second"]);
    const [, own] = list.json.comments;
    expect(own).toMatchObject({ canDelete: true, canReport: false });

    await t.request("PUT", `/api/community/posts/${post.id}/comments-closed`, {
      cookie: creatorCookie,
      body: { closed: false },
    });
    expect((await comment("Third")).status).toBe(201);
    const counted = await feed();
    expect(counted.posts[0]).toMatchObject({ commentCount: 3 });
  });

  it("counts one clap per member, and says whether the reader clapped", async () => {
    const post = await communityPost(t, memberCookie, creator.username);
    const clap = (cookie: string, method = "PUT") =>
      t.request(method, `/api/community/posts/${post.id}/reaction`, { cookie });
    expect((await clap(otherCookie)).json).toEqual({ reacted: true, reactionCount: 1 });
    expect((await clap(otherCookie)).json).toEqual({ reacted: true, reactionCount: 1 });
    expect((await clap(creatorCookie)).json).toEqual({ reacted: true, reactionCount: 2 });
    expect((await feed(otherCookie)).posts[0]).toMatchObject({ reactionCount: 2, reacted: true });
    expect((await feed(memberCookie)).posts[0]).toMatchObject({ reactionCount: 2, reacted: false });
    expect((await clap(otherCookie, "DELETE")).json).toEqual({ reacted: false, reactionCount: 1 });
  });
});

describe("removal", () => {
  it("lets authors remove their own words and the creator anyone's; the pictures go with the post", async () => {
    const image = await uploadCommunityImage(t, memberCookie, creator.username, await smallPng());
    const post = await communityPost(t, memberCookie, creator.username, "With a picture", [image.json.image.id]);
    const comment = await t.request("POST", `/api/community/posts/${post.id}/comments`, {
      cookie: otherCookie,
      body: { body: "Nice" },
    });
    // Another member may do neither.
    expect((await t.request("DELETE", `/api/community/posts/${post.id}`, { cookie: otherCookie })).status).toBe(403);
    expect(
      (await t.request("DELETE", `/api/community/comments/${comment.json.comment.id}`, { cookie: memberCookie }))
        .status,
    ).toBe(403);
    expect(
      (await t.request("DELETE", `/api/community/comments/${comment.json.comment.id}`, { cookie: otherCookie })).status,
    ).toBe(204);

    expect((await t.request("DELETE", `/api/community/posts/${post.id}`, { cookie: creatorCookie })).status).toBe(204);
    expect(await postCount()).toBe(0);
    const picture = await t.app.request(post.images[0]!.url, { headers: { cookie: memberCookie } });
    expect(picture.status).toBe(404);
    const own = await communityPost(t, memberCookie, creator.username);
    expect((await t.request("DELETE", `/api/community/posts/${own.id}`, { cookie: memberCookie })).status).toBe(204);
    expect((await t.request("DELETE", `/api/community/posts/${own.id}`, { cookie: memberCookie })).status).toBe(404);
  });
});

describe("reports", () => {
  it("puts a reported post and comment in the owner's queue, mails the owner, and lets the owner remove them", async () => {
    const post = await communityPost(t, memberCookie, creator.username, "Buy my pills at example.com");
    const comment = await t.request("POST", `/api/community/posts/${post.id}/comments`, {
      cookie: memberCookie,
      body: { body: "Seriously, buy them" },
    });
    const report = (body: unknown, cookie = otherCookie) =>
      t.request("POST", "/api/community/reports", { cookie, body });
    expect((await report({ subject: "post", id: post.id, reason: "Spam" })).status).toBe(201);
    expect((await report({ subject: "post", id: post.id, reason: "Spam again" })).status).toBe(201);
    expect((await report({ subject: "comment", id: comment.json.comment.id, reason: "Spam" })).status).toBe(201);
    expect((await report({ subject: "post", id: post.id, reason: "" })).status).toBe(400);
    expect((await report({ subject: "post", id: post.id, reason: "Mine" }, memberCookie)).status).toBe(400);
    expect(t.outbox.list().filter((mail) => mail.to === "boss@example.com" && mail.text.includes("Spam"))).toHaveLength(
      2,
    );

    const queue = await t.request("GET", "/api/owner/reports", { cookie: ownerCookie });
    const queued = queue.json.reports.filter((r: { kind: string }) => r.kind.startsWith("community_"));
    expect(queued).toHaveLength(2);
    expect(queued[0]).toMatchObject({
      kind: "community_post",
      reason: "Spam",
      community: { id: post.id, excerpt: "Buy my pills at example.com", creator: creator.username },
      account: { username: expect.any(String) },
    });
    expect(queued[1]).toMatchObject({ kind: "community_comment", community: { id: comment.json.comment.id } });

    // Dismissing the comment's report clears it; removing the post clears the post's.
    const dismissed = await t.request("POST", `/api/owner/reports/community_comment/${queued[1].id}/dismiss`, {
      cookie: ownerCookie,
      body: { reason: "Harmless" },
    });
    expect(dismissed.json).toEqual({ dismissed: 1 });
    const notOwner = await t.request("POST", `/api/owner/community/post/${post.id}/remove`, {
      cookie: creatorCookie,
      body: { reason: "Spam" },
    });
    expect(notOwner.status).toBe(403);
    const removed = await t.request("POST", `/api/owner/community/post/${post.id}/remove`, {
      cookie: ownerCookie,
      body: { reason: "Spam" },
    });
    expect(removed.status).toBe(200);
    expect(await postCount()).toBe(0);
    const after = await t.request("GET", "/api/owner/reports", { cookie: ownerCookie });
    expect(after.json.reports.filter((r: { kind: string }) => r.kind.startsWith("community_"))).toEqual([]);
    const log = await t.request("GET", "/api/owner/log", { cookie: ownerCookie });
    expect(log.json.entries[0]).toMatchObject({ action: "remove_community_item", reason: "Spam" });
    expect(log.json.entries[0].targetLabel).toContain("Buy my pills");
    const [left] = await t.db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(left!.n).toBe(0);
  });
});
