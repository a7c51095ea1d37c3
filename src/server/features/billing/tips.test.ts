// Tips on the sandbox provider, through the API and the sandbox's checkout page: a member tips
// from a post, the profile or a message thread; the creator gets 70% in the ledger, a
// notification with the note, and the tip in their list; bad input and wrong callers change nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import { CARDS, card, connectPayouts, pageId } from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ledgerEntries, purchases, users } from "../../db/schema";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let creatorCookie: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "tips-owner@example.com" } });
  creator = await createCreator(t, { username: "coach_tips" });
  await t.db.update(users).set({ name: "Coach Tips" }).where(eq(users.id, creator.id));
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  postId = (await createPost(t, creator, { title: "Hill sprints", requiredTier: "rookie" })).id;
  await createCreator(t, { username: "coach_no_payouts" });
});
afterAll(() => t.close());

const newMember = async () => {
  const member = await createUser(t, { role: "follower" });
  return { member, cookie: await signIn(t, member) };
};

const tip = (cookie: string, body: Record<string, unknown>) => t.request("POST", "/api/tips", { cookie, body });

async function payTip(cookie: string, body: Record<string, unknown>, cardNumber: string = CARDS.visa) {
  const started = await tip(cookie, body);
  expect(started.status, started.text).toBe(200);
  const sessionId = pageId(started.json.url);
  const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card(cardNumber) });
  return { sessionId, paid };
}

describe("a tip", () => {
  it("from a post: the sandbox checkout asks for the amount once, then the creator gets 70% and a notification with the note", async () => {
    const { member, cookie } = await newMember();
    const started = await tip(cookie, {
      creator: "coach_tips",
      amountCents: 500,
      note: "  Great sprint session!  ",
      place: "post",
      postId,
    });
    expect(started.status, started.text).toBe(200);
    const sessionId = pageId(started.json.url);

    const page = await t.request("GET", `/api/sandbox/checkout/${sessionId}`);
    expect(page.json).toMatchObject({
      status: "open",
      mode: "payment",
      productName: "Tip for Coach Tips",
      amountCents: 500,
      trialDays: 0,
      customerEmail: member.email,
      cancelUrl: `http://localhost:3000/influencer/coach_tips?post=${postId}`,
    });

    const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
    expect(paid.status).toBe(200);
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/purchase/thanks?session_id=${sessionId}`);

    const back = await t.request("POST", `/api/purchases/${sessionId}/sync`, { cookie });
    expect(back.json).toEqual({
      status: "complete",
      kind: "tip",
      amountCents: 500,
      creator: { username: "coach_tips", name: "Coach Tips" },
      place: "post",
      postId,
    });

    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, member.id));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "payment",
        source: "tip",
        creatorId: creator.id,
        tier: null,
        grossCents: 500,
        creatorNetCents: 350,
        platformFeeCents: 150,
      }),
    ]);

    const notifications = await t.request("GET", "/api/notifications", { cookie: creatorCookie });
    const received = notifications.json.notifications.find(
      (notification: { type: string; data: { follower: { username: string } } }) =>
        notification.type === "tip_received" && notification.data.follower.username === member.username,
    );
    expect(received.data).toEqual({
      follower: { username: member.username, name: member.username },
      amountCents: 500,
      currency: "usd",
      note: "Great sprint session!",
      post: { id: postId, title: "Hill sprints" },
    });

    const list = await t.request("GET", "/api/me/tips", { cookie: creatorCookie });
    expect(list.json.tips[0]).toMatchObject({
      follower: { username: member.username },
      amountCents: 500,
      note: "Great sprint session!",
      place: "post",
      post: { id: postId, title: "Hill sprints" },
    });
  });

  it("from the profile and from messages, with any amount from $1 to $500 and no note", async () => {
    const { member, cookie } = await newMember();
    const fromProfile = await payTip(cookie, { creator: "coach_tips", amountCents: 100, place: "profile" });
    const fromMessages = await payTip(cookie, { creator: "coach_tips", amountCents: 50_000, place: "message" });
    expect(fromProfile.paid.status).toBe(200);
    expect(fromMessages.paid.status).toBe(200);
    const rows = await t.db.select().from(purchases).where(eq(purchases.followerId, member.id));
    expect(rows.map((row) => [row.place, row.amountCents, row.status, row.note])).toEqual(
      expect.arrayContaining([
        ["profile", 100, "paid", null],
        ["message", 50_000, "paid", null],
      ]),
    );
    // The webhook (the sandbox's event) has brought both in already; the return changes nothing.
    await t.request("POST", `/api/purchases/${fromMessages.sessionId}/sync`, { cookie });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, member.id));
    expect(entries.map((entry) => [entry.grossCents, entry.creatorNetCents, entry.platformFeeCents]).sort()).toEqual(
      [
        [100, 70, 30],
        [50_000, 35_000, 15_000],
      ].sort(),
    );
  });

  it("a declined card pays nothing and leaves the checkout open for another card", async () => {
    const { member, cookie } = await newMember();
    const { sessionId, paid } = await payTip(
      cookie,
      { creator: "coach_tips", amountCents: 700, place: "profile" },
      CARDS.declined,
    );
    expect(paid.status).toBe(402);
    expect((await t.request("POST", `/api/purchases/${sessionId}/sync`, { cookie })).json.status).toBe("open");
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, member.id))).toEqual([]);
    const retried = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
    expect(retried.status).toBe(200);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.sessionId, sessionId));
    expect(row?.status).toBe("paid");
  });

  it("is refused with a clear 4xx, and nothing is recorded, for bad amounts, notes, places and creators", async () => {
    const { member, cookie } = await newMember();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ creator: "coach_tips", amountCents: 99, place: "profile" }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 50_001, place: "profile" }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 250.5, place: "profile" }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 500, place: "profile", note: "x".repeat(281) }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 500, place: "post" }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 500, place: "profile", postId }, 400, "validation_failed"],
      [{ creator: "coach_tips", amountCents: 500, place: "wall" }, 400, "validation_failed"],
      [{ creator: "nobody_here", amountCents: 500, place: "profile" }, 404, "creator_not_found"],
      [{ creator: "coach_no_payouts", amountCents: 500, place: "profile" }, 409, "payouts_not_ready"],
    ];
    for (const [body, status, code] of cases) {
      const response = await tip(cookie, body);
      expect([response.status, response.json.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await t.db.select().from(purchases).where(eq(purchases.followerId, member.id))).toEqual([]);
  });

  it("from a post names a post of that creator the member may see", async () => {
    const { cookie } = await newMember();
    const other = await createCreator(t, { username: "coach_other_post" });
    const othersPost = await createPost(t, other, { title: "Not theirs" });
    const draft = await createPost(t, creator, { title: "Draft", status: "draft" });
    for (const id of [othersPost.id, draft.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await tip(cookie, { creator: "coach_tips", amountCents: 500, place: "post", postId: id });
      expect([response.status, response.json.error?.code]).toEqual([404, "post_not_found"]);
    }
  });

  it("is for signed-in members only, and a tip's return and the list of tips are their own people's", async () => {
    expect((await tip("", { creator: "coach_tips", amountCents: 500, place: "profile" })).status).toBe(401);
    expect((await tip(creatorCookie, { creator: "coach_tips", amountCents: 500, place: "profile" })).status).toBe(403);
    const { cookie } = await newMember();
    const { sessionId } = await payTip(cookie, { creator: "coach_tips", amountCents: 300, place: "profile" });
    const stranger = await newMember();
    const theirs = await t.request("POST", `/api/purchases/${sessionId}/sync`, { cookie: stranger.cookie });
    expect([theirs.status, theirs.json.error.code]).toEqual([404, "checkout_not_found"]);
    expect((await t.request("POST", "/api/purchases/not a session/sync", { cookie })).status).toBe(404);
    expect((await t.request("GET", "/api/me/tips", { cookie })).status).toBe(403);
    expect((await t.request("GET", "/api/me/tips?cursor=nonsense", { cookie: creatorCookie })).status).toBe(400);
  });

  it("lists the creator's tips newest first, a page at a time", async () => {
    const pager = await createCreator(t, { username: "coach_pages" });
    await connectPayouts(t, await signIn(t, pager));
    const { cookie } = await newMember();
    for (const amountCents of Array.from({ length: 23 }, (_, index) => 100 + index)) {
      await payTip(cookie, { creator: "coach_pages", amountCents, place: "profile" });
    }
    const pagerCookie = await signIn(t, pager);
    const first = await t.request("GET", "/api/me/tips", { cookie: pagerCookie });
    expect(first.json.tips).toHaveLength(20);
    expect(first.json.tips[0].amountCents).toBe(122);
    const second = await t.request("GET", `/api/me/tips?cursor=${first.json.nextCursor}`, { cookie: pagerCookie });
    expect(second.json.tips.map((tip: { amountCents: number }) => tip.amountCents)).toEqual([102, 101, 100]);
    expect(second.json.nextCursor).toBeNull();
  });

  it("counts in the creator's analytics and the owner's figures, a refund taken off", async () => {
    const counted = await createCreator(t, { username: "coach_counted" });
    const countedCookie = await signIn(t, counted);
    await connectPayouts(t, countedCookie);
    const ownerCookie = await signIn(t, await createUser(t, { email: "tips-owner@example.com" }));
    const owner = async () => (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const before = await owner();
    const { cookie } = await newMember();
    await payTip(cookie, { creator: "coach_counted", amountCents: 500, place: "profile" });
    await payTip(cookie, { creator: "coach_counted", amountCents: 1250, place: "profile" });

    const analytics = await t.request("GET", "/api/dashboards/influencer/analytics?range=7d", {
      cookie: countedCookie,
    });
    expect(analytics.json.totals).toMatchObject({ tips: 2, tipsCents: 1750, grossCents: 1750 });
    expect(analytics.json.points.at(-1)).toMatchObject({ tips: 2, tipsCents: 1750 });
    const after = await owner();
    expect(after.monthlyTips - before.monthlyTips).toBe(2);
    expect(after.monthlyTipsCents - before.monthlyTipsCents).toBe(1750);
    expect(after.monthlyPlatformFeeCents - before.monthlyPlatformFeeCents).toBe(150 + 375);
  });
});
