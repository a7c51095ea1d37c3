// Gift memberships on the sandbox provider, through the API and the sandbox's checkout page: a
// member buys months of a tier for an email address; the payment is split 70/30 and the recipient
// gets an email in their language with a redeem link; redeeming grants the tier for exactly that
// long (back to back with gifts of the same tier; on top of a paid membership, its next charge
// moves later); the buyer refunds a gift nobody redeemed, within 90 days.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../../../domain/calendar-months";
import { createCreator } from "../../../../tests/support/creator-factories";
import {
  advanceClock,
  card,
  connectPayouts,
  membershipWith,
  newFollower,
  pageId,
  paymentsBy,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { creatorProfiles, gifts, ledgerEntries, memberships, users } from "../../db/schema";
import { runBillingMaintenance } from "./maintenance";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let creatorCookie: string;
let proPostId: string;
let allStarPostId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "gifts-owner@example.com" } });
  creator = await createCreator(t, { username: "coach_gifts" });
  await t.db.update(users).set({ name: "Coach Gifts" }).where(eq(users.id, creator.id));
  await t.db
    .update(creatorProfiles)
    .set({ proPriceCents: 1000, allStarPriceCents: 2000 })
    .where(eq(creatorProfiles.userId, creator.id));
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  proPostId = (await createPost(t, creator, { title: "PRO block", requiredTier: "pro" })).id;
  allStarPostId = (await createPost(t, creator, { title: "ALL STAR block", requiredTier: "all_star" })).id;
});
afterAll(() => t.close());

const MONTH_MS = 31 * 86_400_000;

interface GiftBody {
  tier?: "pro" | "all_star";
  months?: number;
  recipientEmail?: string;
  message?: string;
}

/** A member buys a gift and pays for it; answers the checkout, the gift's redeem token and the buyer. */
async function buyGift(body: GiftBody = {}) {
  const buyer = await newFollower(t);
  const recipientEmail = body.recipientEmail ?? `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const started = await t.request("POST", "/api/gifts", {
    cookie: buyer.cookie,
    body: { creator: "coach_gifts", tier: "pro", months: 3, ...body, recipientEmail },
  });
  expect(started.status, started.text).toBe(200);
  const sessionId = pageId(started.json.url);
  const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
  expect(paid.status, paid.text).toBe(200);
  const back = await t.request("POST", `/api/gifts/${sessionId}/sync`, { cookie: buyer.cookie });
  expect(back.status, back.text).toBe(200);
  return { buyer, sessionId, recipientEmail, gift: back.json.gift, token: redeemToken(recipientEmail.toLowerCase()) };
}

/** The redeem token in the newest email to this address. */
function redeemToken(to: string) {
  const email = t.outbox
    .list()
    .filter((message) => message.to === to)
    .at(-1);
  expect(email, `an email to ${to}`).toBeDefined();
  const link = /http:\/\/localhost:3000\/gift\/([\w.-]+)/.exec(email!.text);
  expect(link, email!.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const redeem = (cookie: string | undefined, token: string) =>
  t.request("POST", `/api/gifts/redeem/${token}`, { cookie });

const postIsOpen = async (cookie: string, postId: string) =>
  !(await t.request("GET", `/api/posts/${postId}`, { cookie })).json.isLocked;

describe("buying a gift", () => {
  it("charges the tier's monthly price for each month at checkout, once, split 70/30", async () => {
    const buyer = await newFollower(t);
    const started = await t.request("POST", "/api/gifts", {
      cookie: buyer.cookie,
      body: {
        creator: "COACH_GIFTS",
        tier: "all_star",
        months: 6,
        recipientEmail: "  Sam.Friend@Example.com ",
        message: "  Train hard!  ",
      },
    });
    expect(started.status, started.text).toBe(200);
    const sessionId = pageId(started.json.url);
    const page = await t.request("GET", `/api/sandbox/checkout/${sessionId}`);
    expect(page.json).toMatchObject({
      mode: "payment",
      productName: "Gift: 6 months of ALL STAR with Coach Gifts",
      amountCents: 12_000,
      cancelUrl: "http://localhost:3000/subscription/coach_gifts",
    });
    const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
    expect(paid.json.redirectUrl).toBe(`http://localhost:3000/gift/thanks?session_id=${sessionId}`);

    const back = await t.request("POST", `/api/gifts/${sessionId}/sync`, { cookie: buyer.cookie });
    expect(back.json).toMatchObject({
      status: "complete",
      gift: {
        creator: { username: "coach_gifts", name: "Coach Gifts" },
        tier: "all_star",
        months: 6,
        recipientEmail: "sam.friend@example.com",
        message: "Train hard!",
        amountCents: 12_000,
        status: "paid",
        redeemedAt: null,
      },
    });
    const paidAt = new Date(back.json.gift.paidAt).getTime();
    expect(new Date(back.json.gift.refundableUntil).getTime()).toBe(paidAt + 90 * 86_400_000);

    // Synced again (the webhook, the billing job): still one payment.
    await t.request("POST", `/api/gifts/${sessionId}/sync`, { cookie: buyer.cookie });
    await runBillingMaintenance(t.deps);
    const payments = await paymentsBy(t, buyer.follower.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      source: "gift",
      creatorId: creator.id,
      tier: "all_star",
      grossCents: 12_000,
      creatorNetCents: 8_400,
      platformFeeCents: 3_600,
    });

    const list = await t.request("GET", "/api/me/gifts", { cookie: buyer.cookie });
    expect(list.json.gifts).toEqual([back.json.gift]);
  });

  it("emails the recipient once, in the buyer's language when the address has no account", async () => {
    const buyer = await newFollower(t);
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, buyer.follower.id));
    await t.db.update(users).set({ name: "Paula" }).where(eq(users.id, buyer.follower.id));
    const started = await t.request("POST", "/api/gifts", {
      cookie: buyer.cookie,
      body: { creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "nuevo@example.com", message: "¡Vamos!" },
    });
    const sessionId = pageId(started.json.url);
    await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
    await t.request("POST", `/api/gifts/${sessionId}/sync`, { cookie: buyer.cookie });
    await runBillingMaintenance(t.deps);

    const emails = t.outbox.list().filter((message) => message.to === "nuevo@example.com");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Paula te regaló 1 mes de Coach Gifts · PRO");
    expect(emails[0]!.text).toContain("Su mensaje: «¡Vamos!»");
    expect(emails[0]!.text).toMatch(/http:\/\/localhost:3000\/gift\/[\w-]+\.[\w-]+/);
  });

  it("writes to someone with an account in the language they chose", async () => {
    const reader = await createUser(t, { role: "follower" });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, reader.id));
    await buyGift({ recipientEmail: reader.email.toUpperCase() });
    const email = t.outbox
      .list()
      .filter((message) => message.to === reader.email.toLowerCase())
      .at(-1);
    expect(email?.subject).toMatch(/vous offre 3 mois de Coach Gifts · PRO$/);
  });

  it("refuses bad input, creators and unknown creators, and records nothing", async () => {
    const buyer = await newFollower(t);
    const before = await t.db.select().from(gifts);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ creator: "coach_gifts", tier: "pro", months: 2, recipientEmail: "a@example.com" }, 400, "validation_failed"],
      [
        { creator: "coach_gifts", tier: "rookie", months: 1, recipientEmail: "a@example.com" },
        400,
        "validation_failed",
      ],
      [{ creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "not an email" }, 400, "validation_failed"],
      [
        { creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "a@example.com", message: "x".repeat(501) },
        400,
        "validation_failed",
      ],
      [{ creator: "nobody_here", tier: "pro", months: 1, recipientEmail: "a@example.com" }, 404, "creator_not_found"],
    ];
    for (const [body, status, code] of cases) {
      const response = await t.request("POST", "/api/gifts", { cookie: buyer.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json.error.code).toBe(code);
    }
    const asCreator = await t.request("POST", "/api/gifts", {
      cookie: creatorCookie,
      body: { creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "a@example.com" },
    });
    expect(asCreator.status).toBe(403);
    const visitor = await t.request("POST", "/api/gifts", {
      body: { creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "a@example.com" },
    });
    expect(visitor.status).toBe(401);
    expect(await t.db.select().from(gifts)).toHaveLength(before.length);
  });
});

describe("the creator's numbers", () => {
  it("count gifts sold, what they brought in (a refund taken off) and gifts redeemed; the owner's too", async () => {
    const counted = await createCreator(t, { username: "coach_gift_numbers" });
    const countedCookie = await signIn(t, counted);
    await connectPayouts(t, countedCookie);
    const ownerCookie = await signIn(t, await createUser(t, { email: "gifts-owner@example.com" }));
    const owner = async () => (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const before = await owner();

    const buy = async (months: number) => {
      const buyer = await newFollower(t);
      const recipientEmail = `n-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const started = await t.request("POST", "/api/gifts", {
        cookie: buyer.cookie,
        body: { creator: "coach_gift_numbers", tier: "pro", months, recipientEmail },
      });
      const sessionId = pageId(started.json.url);
      await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card() });
      const back = await t.request("POST", `/api/gifts/${sessionId}/sync`, { cookie: buyer.cookie });
      return { buyer, gift: back.json.gift, token: redeemToken(recipientEmail) };
    };
    const kept = await buy(3);
    const taken = await buy(1);
    await redeem((await newFollower(t)).cookie, kept.token);
    await t.request("POST", `/api/me/gifts/${taken.gift.id}/refund`, { cookie: taken.buyer.cookie });

    const analytics = await t.request("GET", "/api/dashboards/influencer/analytics?range=7d", {
      cookie: countedCookie,
    });
    // Default prices: PRO $9.99. 3 months kept, 1 month refunded.
    expect(analytics.json.totals).toMatchObject({ giftsSold: 2, giftsCents: 2997, giftsRedeemed: 1 });
    expect(analytics.json.points.at(-1)).toMatchObject({ giftsSold: 2, giftsCents: 2997, giftsRedeemed: 1 });
    const after = await owner();
    expect(after.monthlyGiftsSold - before.monthlyGiftsSold).toBe(2);
    expect(after.monthlyGiftsCents - before.monthlyGiftsCents).toBe(2997);
    expect(after.monthlyGiftsRedeemed - before.monthlyGiftsRedeemed).toBe(1);
  });
});

describe("redeeming a gift", () => {
  it("shows anyone with the link what it gives, and grants a new member the tier for its months, once", async () => {
    const { token, buyer } = await buyGift({ tier: "pro", months: 3, message: "Happy birthday" });
    const buyerName = (await t.db.select({ name: users.name }).from(users).where(eq(users.id, buyer.follower.id)))[0]!
      .name;
    const preview = await t.request("GET", `/api/gifts/redeem/${token}`);
    expect(preview.json).toEqual({
      creator: { username: "coach_gifts", name: "Coach Gifts" },
      tier: "pro",
      months: 3,
      message: "Happy birthday",
      from: buyerName,
      status: "ready",
    });
    expect((await redeem(undefined, token)).status).toBe(401);
    expect((await redeem(creatorCookie, token)).status).toBe(403);

    const { follower: member, cookie } = await newFollower(t);
    expect(await postIsOpen(cookie, proPostId)).toBe(false);
    const redeemed = await redeem(cookie, token);
    expect(redeemed.status, redeemed.text).toBe(200);
    const endsAt = new Date(redeemed.json.endsAt);
    expect(redeemed.json).toMatchObject({ tier: "pro", months: 3, extendedPaidMembership: false });
    expect(Math.abs(endsAt.getTime() - addMonths(new Date(), 3).getTime())).toBeLessThan(60_000);

    const membership = await membershipWith(t, cookie, "coach_gifts");
    expect(membership).toMatchObject({
      tier: "pro",
      isActive: true,
      interval: null,
      renewsAt: redeemed.json.endsAt,
      giftEndsAt: redeemed.json.endsAt,
      cancelAtPeriodEnd: true,
      retentionOffer: null,
    });
    // Exactly its tier: the PRO post opens, the ALL STAR one does not.
    expect(await postIsOpen(cookie, proPostId)).toBe(true);
    expect(await postIsOpen(cookie, allStarPostId)).toBe(false);
    // Nothing was charged to the member.
    expect(await paymentsBy(t, member.id)).toEqual([]);

    const again = await redeem((await newFollower(t)).cookie, token);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("gift_already_redeemed");
    expect((await t.request("GET", `/api/gifts/redeem/${token}`)).json.status).toBe("redeemed");
  });

  it("ends exactly when its time is up: back to the free follow, the PRO post locked again", async () => {
    const { token } = await buyGift({ tier: "pro", months: 1 });
    const { follower: member, cookie } = await newFollower(t);
    await redeem(cookie, token);
    expect(await postIsOpen(cookie, proPostId)).toBe(true);

    // Its month is over (moved back, as time would).
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(gifts)
      .set({ grantStartsAt: new Date(Date.now() - MONTH_MS), grantEndsAt: past })
      .where(eq(gifts.redeemedBy, member.id));
    // The membership as the redemption left it, its period over too.
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: past, giftEndsAt: past })
      .where(eq(memberships.followerId, member.id));
    expect(await postIsOpen(cookie, proPostId)).toBe(false);
    await runBillingMaintenance(t.deps);
    expect(await membershipWith(t, cookie, "coach_gifts")).toMatchObject({
      tier: "rookie",
      isActive: true,
      giftEndsAt: null,
      renewsAt: null,
    });
  });

  it("runs gifts of the same tier back to back, and refuses another tier while one runs", async () => {
    const first = await buyGift({ tier: "pro", months: 1 });
    const second = await buyGift({ tier: "pro", months: 3 });
    const other = await buyGift({ tier: "all_star", months: 1 });
    const { cookie } = await newFollower(t);
    const one = await redeem(cookie, first.token);
    const two = await redeem(cookie, second.token);
    expect(two.status, two.text).toBe(200);
    expect(two.json.endsAt).toBe(addMonths(new Date(one.json.endsAt), 3).toISOString());
    expect((await membershipWith(t, cookie, "coach_gifts")).giftEndsAt).toBe(two.json.endsAt);

    const refused = await redeem(cookie, other.token);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: "gift_tier_differs",
      message: "You already have PRO with Coach Gifts. Redeem this gift once that ends.",
    });
    // Still unredeemed: someone else may use it.
    expect((await t.request("GET", `/api/gifts/redeem/${other.token}`)).json.status).toBe("ready");
  });

  it("on top of a paid membership of the same tier, moves its next charge later by the gift's months", async () => {
    const { follower: member, cookie } = await newFollower(t);
    await subscribe(t, cookie, "coach_gifts", "pro");
    const paidUntil = (await membershipWith(t, cookie, "coach_gifts")).renewsAt as string;
    const { token } = await buyGift({ tier: "pro", months: 1 });

    const redeemed = await redeem(cookie, token);
    expect(redeemed.status, redeemed.text).toBe(200);
    const giftedUntil = addMonths(new Date(paidUntil), 1).toISOString();
    expect(redeemed.json).toMatchObject({ endsAt: giftedUntil, extendedPaidMembership: true });
    expect(await membershipWith(t, cookie, "coach_gifts")).toMatchObject({
      tier: "pro",
      interval: "month",
      renewsAt: giftedUntil,
      giftEndsAt: giftedUntil,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
    });

    // Past the old renewal date: nothing charged, still PRO.
    await advanceClock(t, 32);
    await runBillingMaintenance(t.deps);
    expect((await paymentsBy(t, member.id)).map((payment) => payment.grossCents)).toEqual([1000]);
    expect(await postIsOpen(cookie, proPostId)).toBe(true);
    // At the gift's end, billing resumes at the monthly price.
    await advanceClock(t, 31);
    await runBillingMaintenance(t.deps);
    expect((await paymentsBy(t, member.id)).map((payment) => payment.grossCents)).toEqual([1000, 1000]);
    expect((await membershipWith(t, cookie, "coach_gifts")).giftEndsAt).toBeNull();
  });

  it("on top of a paid membership of another tier, is refused and stays redeemable", async () => {
    const { cookie } = await newFollower(t);
    await subscribe(t, cookie, "coach_gifts", "all_star");
    const { token } = await buyGift({ tier: "pro", months: 1 });
    const refused = await redeem(cookie, token);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("gift_tier_differs");
    expect((await membershipWith(t, cookie, "coach_gifts")).giftEndsAt).toBeNull();
  });

  it("says a made-up or unpaid link is no gift", async () => {
    const { cookie } = await newFollower(t);
    for (const token of ["nonsense", `${crypto.randomUUID()}.AAAA`, "a.b.c"]) {
      const preview = await t.request("GET", `/api/gifts/redeem/${token}`);
      expect(preview.status).toBe(404);
      expect(preview.json.error.code).toBe("gift_not_found");
      expect((await redeem(cookie, token)).status).toBe(404);
    }
    const buyer = await newFollower(t);
    const started = await t.request("POST", "/api/gifts", {
      cookie: buyer.cookie,
      body: { creator: "coach_gifts", tier: "pro", months: 1, recipientEmail: "unpaid@example.com" },
    });
    const [pending] = await t.db
      .select()
      .from(gifts)
      .where(eq(gifts.sessionId, pageId(started.json.url)));
    const unpaid = t.deps.giftTokens.sign(pending!.id);
    expect((await t.request("GET", `/api/gifts/redeem/${unpaid}`)).status).toBe(404);
    expect((await redeem(cookie, unpaid)).status).toBe(404);
  });
});

describe("refunding a gift", () => {
  it("gives the buyer all of it back, 70/30 taken back to the cent, and the link stops working", async () => {
    const { buyer, gift, token } = await buyGift({ tier: "pro", months: 3 });
    const stranger = await newFollower(t);
    expect((await t.request("POST", `/api/me/gifts/${gift.id}/refund`, { cookie: stranger.cookie })).status).toBe(404);

    const refunded = await t.request("POST", `/api/me/gifts/${gift.id}/refund`, { cookie: buyer.cookie });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.gift).toMatchObject({ id: gift.id, status: "refunded", refundableUntil: null });
    await runBillingMaintenance(t.deps);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.followerId, buyer.follower.id), eq(ledgerEntries.source, "gift")));
    expect(
      entries.map(({ kind, grossCents, creatorNetCents, platformFeeCents }) => ({
        kind,
        grossCents,
        creatorNetCents,
        platformFeeCents,
      })),
    ).toEqual(
      expect.arrayContaining([
        { kind: "payment", grossCents: 3000, creatorNetCents: 2100, platformFeeCents: 900 },
        { kind: "refund", grossCents: -3000, creatorNetCents: -2100, platformFeeCents: -900 },
      ]),
    );
    expect(entries).toHaveLength(2);

    expect((await t.request("GET", `/api/gifts/redeem/${token}`)).json.status).toBe("refunded");
    const late = await redeem((await newFollower(t)).cookie, token);
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("gift_refunded");
    const twice = await t.request("POST", `/api/me/gifts/${gift.id}/refund`, { cookie: buyer.cookie });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe("gift_not_refundable");
  });

  it("is refused once redeemed, and after 90 days", async () => {
    const redeemedOne = await buyGift();
    await redeem((await newFollower(t)).cookie, redeemedOne.token);
    const afterRedeem = await t.request("POST", `/api/me/gifts/${redeemedOne.gift.id}/refund`, {
      cookie: redeemedOne.buyer.cookie,
    });
    expect(afterRedeem.status).toBe(409);

    const old = await buyGift();
    await t.db
      .update(gifts)
      .set({ paidAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(gifts.id, old.gift.id));
    const tooLate = await t.request("POST", `/api/me/gifts/${old.gift.id}/refund`, { cookie: old.buyer.cookie });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.code).toBe("gift_not_refundable");
    expect((await paymentsBy(t, old.buyer.follower.id)).map((payment) => payment.grossCents)).toEqual([3000]);
  });
});
