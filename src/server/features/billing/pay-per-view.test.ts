// Pay-per-view posts on the sandbox, through the API: a creator sells a PRO post on its own; a
// Rookie buys it once and it opens for good (even after unfollowing), exactly that post; a second
// click reuses the checkout; a post open to the viewer, or not for sale, is not sold.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { card, connectPayouts, pageId } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ledgerEntries, purchases } from "../../db/schema";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let creatorCookie: string;
let soldId: string;
let otherProId: string;

const createPost = async (body: Record<string, unknown>) => {
  const response = await t.request("POST", "/api/posts", {
    cookie: creatorCookie,
    body: { title: "Post", type: "text", description: "The whole plan", ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.json;
};

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: "coach_ppv" });
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  const sold = await createPost({ title: "12-week deadlift plan", requiredTier: "pro", unlockPriceCents: 499 });
  expect(sold.unlockPriceCents).toBe(499);
  soldId = sold.id;
  otherProId = (await createPost({ title: "Another PRO post", requiredTier: "pro", unlockPriceCents: 299 })).id;
});
afterAll(() => t.close());

async function rookie() {
  const member = await createUser(t, { role: "follower" });
  await createMembership(t, member.id, creator.id, "rookie");
  return { member, cookie: await signIn(t, member) };
}

async function buy(cookie: string, postId: string) {
  const started = await t.request("POST", `/api/posts/${postId}/unlock`, { cookie });
  expect(started.status, started.text).toBe(200);
  const sessionId = pageId(started.json.url);
  expect((await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() })).status).toBe(200);
  return sessionId;
}

describe("a pay-per-view post", () => {
  it("shows its price on the locked card, and once bought by a Rookie opens, exactly that post, for good", async () => {
    const { member, cookie } = await rookie();
    const locked = await t.request("GET", `/api/posts/${soldId}`, { cookie });
    expect(locked.json).toMatchObject({ isLocked: true, unlockPriceCents: 499, description: null, mediaUrl: null });

    const started = await t.request("POST", `/api/posts/${soldId}/unlock`, { cookie });
    const sessionId = pageId(started.json.url);
    const page = await t.request("GET", `/api/sandbox/checkout/${sessionId}`);
    expect(page.json).toMatchObject({
      mode: "payment",
      productName: "Unlock “12-week deadlift plan”",
      amountCents: 499,
      cancelUrl: `http://localhost:3000/influencer/coach_ppv?post=${soldId}`,
    });
    // A second click before paying gets the same checkout.
    expect((await t.request("POST", `/api/posts/${soldId}/unlock`, { cookie })).json.url).toBe(started.json.url);
    expect((await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() })).status).toBe(200);

    const back = await t.request("POST", `/api/purchases/${sessionId}/sync`, { cookie });
    expect(back.json).toMatchObject({
      status: "complete",
      kind: "post",
      amountCents: 499,
      postId: soldId,
      place: null,
    });
    const open = await t.request("GET", `/api/posts/${soldId}`, { cookie });
    expect(open.json).toMatchObject({ isLocked: false, description: "The whole plan" });
    const list = await t.request("GET", "/api/creators/coach_ppv/posts", { cookie });
    const lockedOf = (id: string) => list.json.posts.find((post: { id: string }) => post.id === id).isLocked;
    expect([lockedOf(soldId), lockedOf(otherProId)]).toEqual([false, true]);
    expect((await t.request("POST", `/api/posts/${soldId}/views`, { cookie })).status).toBe(204);

    // Forever: leaving the creator does not take it back.
    expect((await t.request("DELETE", "/api/creators/coach_ppv/follow", { cookie })).status).toBeLessThan(300);
    expect((await t.request("GET", `/api/posts/${soldId}`, { cookie })).json.isLocked).toBe(false);

    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, member.id));
    expect(entry).toMatchObject({ source: "post", grossCents: 499, creatorNetCents: 349, platformFeeCents: 150 });
    const told = await t.request("GET", "/api/notifications", { cookie: creatorCookie });
    expect(
      told.json.notifications.find(
        (notification: { type: string; data: { follower: { username: string } } }) =>
          notification.type === "post_purchased" && notification.data.follower.username === member.username,
      )?.data,
    ).toMatchObject({ amountCents: 499, post: { id: soldId, title: "12-week deadlift plan" } });

    const again = await t.request("POST", `/api/posts/${soldId}/unlock`, { cookie });
    expect([again.status, again.json.error.code]).toEqual([409, "post_already_open"]);
  });

  it("two clicks at once get one checkout, so a post is never charged twice", async () => {
    const { member, cookie } = await rookie();
    const [first, second] = await Promise.all(
      [1, 2].map(() => t.request("POST", `/api/posts/${otherProId}/unlock`, { cookie })),
    );
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(first!.json.url).toBe(second!.json.url);
    expect(await t.db.select().from(purchases).where(eq(purchases.followerId, member.id))).toHaveLength(1);
  });

  it("is not sold to whom it is open, nor when the creator did not price it, nor to a visitor or a creator", async () => {
    const pro = await createUser(t, { role: "follower" });
    await createMembership(t, pro.id, creator.id, "pro");
    const proCookie = await signIn(t, pro);
    const open = await t.request("POST", `/api/posts/${soldId}/unlock`, { cookie: proCookie });
    expect([open.status, open.json.error.code]).toEqual([409, "post_already_open"]);

    const tierOnly = await createPost({ title: "Members only", requiredTier: "all_star" });
    const { cookie } = await rookie();
    const notForSale = await t.request("POST", `/api/posts/${tierOnly.id}/unlock`, { cookie });
    expect([notForSale.status, notForSale.json.error.code]).toEqual([409, "post_not_for_sale"]);
    expect((await t.request("POST", `/api/posts/not-a-post/unlock`, { cookie })).status).toBe(404);
    expect((await t.request("POST", `/api/posts/${soldId}/unlock`)).status).toBe(401);
    expect((await t.request("POST", `/api/posts/${soldId}/unlock`, { cookie: creatorCookie })).status).toBe(403);
  });

  it("a creator prices PRO and ALL STAR posts from $1 to $200; a Rookie post is not sold, and opening one to everyone drops its price", async () => {
    const refused: Record<string, unknown>[] = [
      { requiredTier: "pro", unlockPriceCents: 99 },
      { requiredTier: "pro", unlockPriceCents: 20_001 },
      { requiredTier: "pro", unlockPriceCents: 4.5 },
      { requiredTier: "rookie", unlockPriceCents: 500 },
    ];
    for (const body of refused) {
      const response = await t.request("POST", "/api/posts", { cookie: creatorCookie, body: { title: "x", ...body } });
      expect([response.status, response.json.error.code], JSON.stringify(body)).toEqual([400, "validation_failed"]);
    }
    const post = await createPost({ title: "Priced later", requiredTier: "all_star" });
    expect(post.unlockPriceCents).toBeNull();
    const priced = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: creatorCookie,
      body: { unlockPriceCents: 20_000 },
    });
    expect(priced.json.unlockPriceCents).toBe(20_000);
    const opened = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: creatorCookie,
      body: { requiredTier: "rookie" },
    });
    expect(opened.json).toMatchObject({ requiredTier: "rookie", unlockPriceCents: null });
    const rookieWithPrice = await t.request("PATCH", `/api/posts/${post.id}`, {
      cookie: creatorCookie,
      body: { unlockPriceCents: 500 },
    });
    expect([rookieWithPrice.status, rookieWithPrice.json.error.code]).toEqual([400, "validation_failed"]);
  });

  it("stays open to its buyer after the creator stops selling it, and counts in the creator's analytics", async () => {
    const { cookie } = await rookie();
    const post = await createPost({ title: "Sold once", requiredTier: "pro", unlockPriceCents: 1000 });
    await buy(cookie, post.id);
    const before = (await t.request("GET", "/api/dashboards/influencer/analytics?range=7d", { cookie: creatorCookie }))
      .json.totals;
    await t.request("PATCH", `/api/posts/${post.id}`, { cookie: creatorCookie, body: { unlockPriceCents: null } });
    const card = (await t.request("GET", `/api/posts/${post.id}`, { cookie })).json;
    expect(card).toMatchObject({ isLocked: false, unlockPriceCents: null });
    expect(before.postSales).toBeGreaterThanOrEqual(1);
    expect(before.postSalesCents).toBeGreaterThanOrEqual(1000);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.postId, post.id));
    expect(row).toMatchObject({ kind: "post", status: "paid", amountCents: 1000, place: null });
  });
});
