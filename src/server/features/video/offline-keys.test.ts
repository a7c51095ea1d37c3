// The key a phone encrypts a downloaded video with: only for a viewer who may open the video, the
// same for one login session and another for the next, and due back when the membership's
// current period ends (never later than 30 days).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, purchases } from "../../db/schema";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let memberCookie: string;
let rookieCookie: string;
let postId: string;
const periodEnd = new Date(Date.now() + 12 * 86_400_000);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { role: "influencer" });
  member = await createUser(t);
  const rookie = await createUser(t);
  await createMembership(t, member.id, creator.id, "pro", { currentPeriodEnd: periodEnd });
  await createMembership(t, rookie.id, creator.id, "rookie");
  [memberCookie, rookieCookie] = await Promise.all([signIn(t, member), signIn(t, rookie)]);
  const post = await createPost(t, creator, {
    type: "video",
    requiredTier: "pro",
    unlockPriceCents: 499,
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 2 }),
  });
  postId = post.id;
});
afterAll(() => t.close());

const askKey = (cookie: string | undefined, id = postId) =>
  t.request("POST", `/api/posts/${id}/offline-key`, { cookie });

/** A paid pay-per-view purchase of the video, as billing records one. */
const buy = (followerId: string) =>
  t.db.insert(purchases).values({
    kind: "post",
    provider: "sandbox",
    sessionId: randomUUID(),
    followerId,
    creatorId: creator.id,
    postId,
    amountCents: 499,
    status: "paid",
    paidAt: new Date(),
  });

/** An answer's expiresAt is 30 days from when it was asked, give or take the request's time. */
function expectThirtyDays(expiresAt: string, askedAt: number) {
  const at = new Date(expiresAt).getTime();
  expect(at).toBeGreaterThanOrEqual(askedAt + 30 * DAY_MS);
  expect(at).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
}

describe("the key of a downloaded video", () => {
  it("is given to a member of the tier, due back at the end of their current period", async () => {
    const answer = await askKey(memberCookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.json.postId).toBe(postId);
    expect(Buffer.from(answer.json.key as string, "base64url")).toHaveLength(32);
    expect(new Date(answer.json.expiresAt as string).getTime()).toBe(periodEnd.getTime());
  });

  it("is the same for one login session, and another for the next", async () => {
    const first = (await askKey(memberCookie)).json.key;
    expect((await askKey(memberCookie)).json.key).toBe(first);
    const nextSession = await signIn(t, member);
    expect((await askKey(nextSession)).json.key).not.toBe(first);
  });

  it("is refused to a free follower and a visitor, and for a text post or a video still processing", async () => {
    const refused = await askKey(rookieCookie);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("offline_not_allowed");
    expect(refused.json.key).toBeUndefined();
    const otherCreator = await createUser(t, { role: "influencer" });
    const elsewhere = await createUser(t);
    await createMembership(t, elsewhere.id, otherCreator.id, "all_star");
    const notTheirs = await askKey(await signIn(t, elsewhere));
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.json.error.code).toBe("offline_not_allowed");
    expect(notTheirs.json.key).toBeUndefined();
    const visitor = await askKey(undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.json.key).toBeUndefined();
    const text = await createPost(t, creator, { type: "text", requiredTier: "pro" });
    expect((await askKey(memberCookie, text.id)).status).toBe(404);
    const processing = await createPost(t, creator, { type: "video", requiredTier: "pro", skipTranscode: true });
    // Members do not see a video still processing at all; its creator is told to wait.
    expect((await askKey(memberCookie, processing.id)).status).toBe(404);
    const waiting = await askKey(await signIn(t, creator), processing.id);
    expect(waiting.status).toBe(409);
    expect(waiting.json.error.code).toBe("video_not_ready");
  });

  it("is due back later once the membership renews", async () => {
    const renewedEnd = new Date(periodEnd.getTime() + 7 * DAY_MS);
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: renewedEnd })
      .where(and(eq(memberships.followerId, member.id), eq(memberships.creatorId, creator.id)));
    const answer = await askKey(memberCookie);
    expect(answer.status).toBe(200);
    expect(new Date(answer.json.expiresAt as string).getTime()).toBe(renewedEnd.getTime());
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: periodEnd })
      .where(and(eq(memberships.followerId, member.id), eq(memberships.creatorId, creator.id)));
  });

  it("is due back in 30 days for the creator's own video and for a video bought with pay-per-view", async () => {
    const askedAt = Date.now();
    const own = await askKey(await signIn(t, creator));
    expect(own.status).toBe(200);
    expectThirtyDays(own.json.expiresAt as string, askedAt);

    const buyer = await createUser(t);
    await createMembership(t, buyer.id, creator.id, "rookie");
    const buyerCookie = await signIn(t, buyer);
    expect((await askKey(buyerCookie)).status).toBe(403);
    await buy(buyer.id);
    const bought = await askKey(buyerCookie);
    expect(bought.status).toBe(200);
    expectThirtyDays(bought.json.expiresAt as string, askedAt);

    // Bought for good: the membership's end does not end it, though the tier opens it too.
    const memberBuyer = await createUser(t);
    await createMembership(t, memberBuyer.id, creator.id, "pro", {
      currentPeriodEnd: new Date(Date.now() + 5 * DAY_MS),
    });
    await buy(memberBuyer.id);
    expectThirtyDays((await askKey(await signIn(t, memberBuyer))).json.expiresAt as string, askedAt);
  });

  it("is due back within 30 days however long the period runs, and refused once the membership ended", async () => {
    const longMember = await createUser(t);
    await createMembership(t, longMember.id, creator.id, "pro", {
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
    });
    const askedAt = Date.now();
    const answer = await askKey(await signIn(t, longMember));
    expect(answer.status).toBe(200);
    expectThirtyDays(answer.json.expiresAt as string, askedAt);

    await t.db
      .update(memberships)
      .set({ status: "canceled", tier: "rookie" })
      .where(eq(memberships.followerId, member.id));
    const ended = await askKey(memberCookie);
    expect(ended.status).toBe(403);
    expect(ended.json.error.code).toBe("offline_not_allowed");
    expect(ended.json.key).toBeUndefined();
  });
});
