// The key a phone encrypts a downloaded video with: only for a viewer who may open the video, the
// same for one login session and another for the next, and due back when the membership's
// current period ends (never later than 30 days).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/schema";
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
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 2 }),
  });
  postId = post.id;
});
afterAll(() => t.close());

const askKey = (cookie: string | undefined, id = postId) =>
  t.request("POST", `/api/posts/${id}/offline-key`, { cookie });

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
    expect((await askKey(undefined)).status).toBe(401);
    const text = await createPost(t, creator, { type: "text", requiredTier: "pro" });
    expect((await askKey(memberCookie, text.id)).status).toBe(404);
    const processing = await createPost(t, creator, { type: "video", requiredTier: "pro", skipTranscode: true });
    // Members do not see a video still processing at all; its creator is told to wait.
    expect((await askKey(memberCookie, processing.id)).status).toBe(404);
    const waiting = await askKey(await signIn(t, creator), processing.id);
    expect(waiting.status).toBe(409);
    expect(waiting.json.error.code).toBe("video_not_ready");
  });

  it("is due back within 30 days however long the period runs, and refused once the membership ended", async () => {
    const longMember = await createUser(t);
    await createMembership(t, longMember.id, creator.id, "pro", {
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
    });
    const answer = await askKey(await signIn(t, longMember));
    expect(new Date(answer.json.expiresAt as string).getTime()).toBeLessThanOrEqual(
      Date.now() + 30 * 86_400_000 + 1000,
    );

    await t.db
      .update(memberships)
      .set({ status: "canceled", tier: "rookie" })
      .where(eq(memberships.followerId, member.id));
    expect((await askKey(memberCookie)).status).toBe(403);
  });
});
