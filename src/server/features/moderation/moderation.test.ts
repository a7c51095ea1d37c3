// Reports of posts and profiles, the owner's queue, hiding and showing posts again, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { creatorWithAllStar, sendToCreator } from "../../../../tests/support/message-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let ownerCookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  ownerCookie = await signIn(t, await createUser(t, { email: "boss@example.com", username: "the_boss" }));
});
afterAll(() => t.close());

/** A creator with a published rookie text post, and a signed-in rookie member of theirs. */
async function creatorWithPost(title = "Leg day") {
  const creator = await createCreator(t);
  const member = await createUser(t);
  await createMembership(t, member.id, creator.id, "rookie");
  const post = await createPost(t, creator, { title, description: "Squats and lunges", withThumbnail: true });
  return { creator, member, post, creatorCookie: await signIn(t, creator), memberCookie: await signIn(t, member) };
}

const report = (cookie: string | undefined, body: unknown) => t.request("POST", "/api/reports", { cookie, body });
const queue = async (cursor?: string) => {
  const response = await t.request("GET", `/api/owner/reports${cursor ? `?cursor=${cursor}` : ""}`, {
    cookie: ownerCookie,
  });
  expect(response.status).toBe(200);
  return response.json as { reports: Record<string, any>[]; nextCursor: string | null };
};
const allQueued = async () => {
  const reports: Record<string, any>[] = [];
  let cursor: string | undefined;
  do {
    const page = await queue(cursor);
    reports.push(...page.reports);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return reports;
};
const hide = (postId: string, reason: string, cookie = ownerCookie) =>
  t.request("POST", `/api/owner/posts/${postId}/hide`, { cookie, body: { reason } });
const unhide = (postId: string, reason: string, cookie = ownerCookie) =>
  t.request("POST", `/api/owner/posts/${postId}/unhide`, { cookie, body: { reason } });
const log = async () =>
  (await t.request("GET", "/api/owner/log", { cookie: ownerCookie })).json.entries as Record<string, any>[];

describe("POST /api/reports", () => {
  it("takes a member's report of a post once, mails the owners once, and queues it", async () => {
    const { creator, member, post, memberCookie } = await creatorWithPost("Report me");
    const first = await report(memberCookie, { subject: "post", postId: post.id, reason: "Dangerous advice" });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ reported: true });
    const again = await report(memberCookie, { subject: "post", postId: post.id, reason: "Still dangerous" });
    expect(again.status).toBe(201);

    const mails = t.outbox.list().filter((mail) => mail.to === "boss@example.com" && mail.text.includes("Report me"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Reason: Dangerous advice");

    const queued = (await allQueued()).filter((item) => item.post?.id === post.id);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: "post",
        reason: "Dangerous advice",
        reporter: { username: member.username },
        subjectReportCount: 1,
        account: { id: creator.id, username: creator.username, isSuspended: false },
        post: { id: post.id, title: "Report me", isHidden: false },
        message: null,
      }),
    ]);
  });

  it("takes a report of a creator's profile and counts the subject's reports", async () => {
    const creator = await createCreator(t);
    const [one, two] = [await createUser(t), await createUser(t)];
    expect(
      (
        await report(await signIn(t, one), {
          subject: "profile",
          username: creator.username.toUpperCase(),
          reason: "Fake certificates",
        })
      ).status,
    ).toBe(201);
    expect(
      (await report(await signIn(t, two), { subject: "profile", username: creator.username, reason: "Impersonation" }))
        .status,
    ).toBe(201);
    const queued = (await allQueued()).filter((item) => item.kind === "profile" && item.account?.id === creator.id);
    expect(queued.map((item) => [item.reason, item.subjectReportCount])).toEqual([
      ["Fake certificates", 2],
      ["Impersonation", 2],
    ]);
  });

  it("refuses a visitor (401), one's own post or profile, a missing reason, an unknown or hidden subject", async () => {
    const { creator, post, memberCookie, creatorCookie } = await creatorWithPost();
    const hidden = await createPost(t, creator, { title: "Already hidden", hiddenAt: new Date() });
    expect((await report(undefined, { subject: "post", postId: post.id, reason: "x" })).status).toBe(401);
    expect((await report(undefined, { subject: "post" })).status).toBe(401);
    const ownPost = await report(creatorCookie, { subject: "post", postId: post.id, reason: "Testing" });
    expect(ownPost.status).toBe(400);
    expect(ownPost.json.error.code).toBe("cannot_report_own");
    expect(
      (await report(creatorCookie, { subject: "profile", username: creator.username, reason: "Testing" })).json.error
        .code,
    ).toBe("cannot_report_own");
    expect((await report(memberCookie, { subject: "post", postId: post.id, reason: "   " })).status).toBe(400);
    expect((await report(memberCookie, { subject: "post", postId: post.id, reason: "x".repeat(501) })).status).toBe(
      400,
    );
    expect((await report(memberCookie, { subject: "post", postId: hidden.id, reason: "Spam" })).status).toBe(404);
    expect(
      (await report(memberCookie, { subject: "post", postId: "00000000-0000-4000-8000-000000000000", reason: "Spam" }))
        .status,
    ).toBe(404);
    expect(
      (await report(memberCookie, { subject: "profile", username: "nobody_here_at_all", reason: "Spam" })).status,
    ).toBe(404);
  });
});

describe("the owner's queue", () => {
  it("lists post, profile and message reports oldest first, a page at a time", async () => {
    const pair = await creatorWithPost("Paged");
    const talk = await creatorWithAllStar(t);
    const sent = await sendToCreator(t, talk.memberCookie, talk.creator.username, "Buy my pills");
    const reported = await t.request("POST", `/api/messages/${sent.json.message.id}/report`, {
      cookie: talk.creatorCookie,
      body: { reason: "Spam in DMs" },
    });
    expect(reported.status).toBe(201);
    for (let index = 0; index < 21; index++) {
      const reporter = await signIn(t, await createUser(t));
      await report(reporter, { subject: "post", postId: pair.post.id, reason: `Reason ${index}` });
    }
    const first = await queue();
    expect(first.reports).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await allQueued();
    const times = all.map((item) => item.reportedAt);
    expect(times).toEqual([...times].sort());
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const paged = all.filter((item) => item.post?.id === pair.post.id);
    expect(paged.map((item) => item.reason)).toEqual(Array.from({ length: 21 }, (_, index) => `Reason ${index}`));
    expect(paged.every((item) => item.subjectReportCount === 21)).toBe(true);
    expect(all.find((item) => item.kind === "message" && item.reason === "Spam in DMs")).toMatchObject({
      account: { username: talk.member.username },
      message: { excerpt: "Buy my pills" },
      reporter: { username: talk.creator.username },
      subjectReportCount: 1,
    });
    expect((await t.request("GET", "/api/owner/reports?cursor=garbage", { cookie: ownerCookie })).status).toBe(400);

    const message = all.find((item) => item.kind === "message" && item.reason === "Spam in DMs")!;
    const dismissed = await t.request("POST", `/api/owner/reports/message/${message.id}/dismiss`, {
      cookie: ownerCookie,
      body: { reason: "Just a sales pitch" },
    });
    expect(dismissed.json).toEqual({ dismissed: 1 });
    expect((await allQueued()).some((item) => item.id === message.id)).toBe(false);
    expect((await log())[0]).toMatchObject({
      action: "dismiss_report",
      targetLabel: "Message from @" + talk.member.username + ": Buy my pills",
      reason: "Just a sales pitch",
    });
  });

  it("dismisses every open report of one subject with a reason, and logs it", async () => {
    const { post } = await creatorWithPost("Harmless");
    for (const reason of ["Looks off", "Not sure"]) {
      await report(await signIn(t, await createUser(t)), { subject: "post", postId: post.id, reason });
    }
    const reports = (await allQueued()).filter((item) => item.post?.id === post.id);
    expect(reports).toHaveLength(2);
    const first = reports[0]!;
    expect(
      (
        await t.request("POST", `/api/owner/reports/post/${first.id}/dismiss`, {
          cookie: ownerCookie,
          body: { reason: "" },
        })
      ).status,
    ).toBe(400);
    const dismissed = await t.request("POST", `/api/owner/reports/post/${first.id}/dismiss`, {
      cookie: ownerCookie,
      body: { reason: "It is a normal workout" },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json).toEqual({ dismissed: 2 });
    expect((await allQueued()).filter((item) => item.post?.id === post.id)).toEqual([]);
    expect((await log())[0]).toMatchObject({
      action: "dismiss_report",
      actor: { username: "the_boss" },
      targetLabel: "Harmless",
      postId: post.id,
      reason: "It is a normal workout",
    });
    // The post was judged fine: it is still there.
    expect((await t.request("GET", `/api/posts/${post.id}`)).status).toBe(200);
    const unknown = await t.request("POST", `/api/owner/reports/profile/${first.id}/dismiss`, {
      cookie: ownerCookie,
      body: { reason: "x" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("hiding a post", () => {
  it("takes it away from members and visitors on every read path; its creator still sees it with the reason", async () => {
    const { creator, post, memberCookie, creatorCookie } = await creatorWithPost("Risky stunt");
    const fan = await createUser(t);
    await createMembership(t, fan.id, creator.id, "rookie");
    const fanCookie = await signIn(t, fan);
    expect((await t.request("PUT", `/api/posts/${post.id}/favorite`, { cookie: fanCookie })).status).toBe(200);
    await report(memberCookie, { subject: "post", postId: post.id, reason: "Unsafe" });

    const hidden = await hide(post.id, "Unsafe technique shown");
    expect(hidden.status).toBe(200);
    expect(hidden.json).toEqual({ postId: post.id, isHidden: true });

    for (const cookie of [undefined, memberCookie, fanCookie]) {
      expect((await t.request("GET", `/api/posts/${post.id}`, { cookie })).status).toBe(404);
      expect((await t.request("GET", `/api/posts/${post.id}/thumbnail`, { cookie })).status).toBe(404);
      expect((await t.request("POST", `/api/posts/${post.id}/views`, { cookie })).status).toBe(404);
      const list = await t.request("GET", `/api/creators/${creator.username}/posts`, { cookie });
      expect(list.json.posts.map((card: { id: string }) => card.id)).not.toContain(post.id);
    }
    for (const cookie of [memberCookie, fanCookie]) {
      const feed = await t.request("GET", "/api/me/feed", { cookie });
      expect(feed.json.posts.map((card: { id: string }) => card.id)).not.toContain(post.id);
    }
    const favorites = await t.request("GET", "/api/me/favorites", { cookie: fanCookie });
    expect(favorites.status).toBe(200);
    expect(JSON.stringify(favorites.json)).not.toContain(post.id);
    // Hidden posts cannot be reported again either: nobody else may know they exist.
    expect((await report(fanCookie, { subject: "post", postId: post.id, reason: "Spam" })).status).toBe(404);

    const own = await t.request("GET", "/api/me/posts", { cookie: creatorCookie });
    expect(own.json.posts.find((item: { id: string }) => item.id === post.id)).toMatchObject({
      isHidden: true,
      hiddenReason: "Unsafe technique shown",
    });
    expect((await t.request("GET", `/api/posts/${post.id}`, { cookie: creatorCookie })).json).toMatchObject({
      isHidden: true,
      hiddenReason: "Unsafe technique shown",
    });
    expect((await t.request("GET", `/api/posts/${post.id}/thumbnail`, { cookie: creatorCookie })).status).toBe(200);

    // Hiding resolved the post's reports.
    expect((await allQueued()).filter((item) => item.post?.id === post.id)).toEqual([]);
    expect((await log())[0]).toMatchObject({
      action: "hide_post",
      actor: { username: "the_boss" },
      targetLabel: "Risky stunt",
      account: { id: creator.id, username: creator.username },
      postId: post.id,
      reason: "Unsafe technique shown",
      createdAt: expect.any(String),
    });
  });

  it("shows it again on unhide, without the reason; repeating either changes and logs nothing", async () => {
    const { creator, post, memberCookie, creatorCookie } = await creatorWithPost("Back again");
    await hide(post.id, "Checking");
    const before = (await log()).length;
    expect((await hide(post.id, "Twice")).status).toBe(200);
    expect((await log()).length).toBe(before);

    const shown = await unhide(post.id, "Reviewed, it is fine");
    expect(shown.json).toEqual({ postId: post.id, isHidden: false });
    expect((await unhide(post.id, "Again")).status).toBe(200);
    const entries = await log();
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({ action: "unhide_post", reason: "Reviewed, it is fine", postId: post.id });

    for (const cookie of [undefined, memberCookie]) {
      expect((await t.request("GET", `/api/posts/${post.id}`, { cookie })).status).toBe(200);
      const list = await t.request("GET", `/api/creators/${creator.username}/posts`, { cookie });
      expect(list.json.posts.map((card: { id: string }) => card.id)).toContain(post.id);
    }
    const feed = await t.request("GET", "/api/me/feed", { cookie: memberCookie });
    expect(feed.json.posts.map((card: { id: string }) => card.id)).toContain(post.id);
    const own = await t.request("GET", "/api/me/posts", { cookie: creatorCookie });
    expect(own.json.posts.find((item: { id: string }) => item.id === post.id)).toMatchObject({
      isHidden: false,
      hiddenReason: null,
    });
  });

  it("answers 404 for an unknown post and 400 without a reason", async () => {
    const { post } = await creatorWithPost();
    expect((await hide("00000000-0000-4000-8000-000000000000", "x")).status).toBe(404);
    expect((await hide("not-a-uuid", "x")).status).toBe(404);
    expect((await hide(post.id, " ")).status).toBe(400);
    expect(
      (await t.request("POST", `/api/owner/posts/${post.id}/hide`, { cookie: ownerCookie, body: {} })).status,
    ).toBe(400);
  });
});

describe("the audit log and figures", () => {
  it("pages the log newest first and counts open reports in the figures", async () => {
    const { post, memberCookie } = await creatorWithPost("Counted");
    const figures = async () => (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const before = (await figures()).openReports;
    await report(memberCookie, { subject: "post", postId: post.id, reason: "Count me" });
    expect((await figures()).openReports).toBe(before + 1);

    for (let index = 0; index < 16; index++) {
      await hide(post.id, `Hide ${index}`);
      await unhide(post.id, `Show ${index}`);
    }
    const first = await t.request("GET", "/api/owner/log", { cookie: ownerCookie });
    expect(first.json.entries).toHaveLength(30);
    expect(first.json.entries[0]).toMatchObject({ action: "unhide_post", reason: "Show 15" });
    const second = await t.request("GET", `/api/owner/log?cursor=${first.json.nextCursor}`, { cookie: ownerCookie });
    const ids = [...first.json.entries, ...second.json.entries].map((entry: { id: string }) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.json.entries, ...second.json.entries].map(
      (entry: { createdAt: string }) => entry.createdAt,
    );
    expect(times).toEqual([...times].sort().reverse());
    expect((await figures()).openReports).toBe(before);
  });
});
