// Promo offers through the HTTP API on the sandbox: a creator makes, lists and ends them; the plan
// page looks a code up; checkout redeems it, and the provider bills the discounted price for the
// offer's months, then the full price, every invoice in the ledger at 70/30 with its offer. Codes
// are checked by us: the end date, the limit (open checkouts included), the plan, once per member.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  connectPayouts,
  membershipWith,
  newFollower,
  pageId,
  paymentsBy,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { signIn, type createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { discountEndsAt } from "../../../domain/offers";
import { checkoutSessions, offers, sandboxCheckoutSessions, subscriptions } from "../../db/schema";

let t: TestApp;
let creatorCookie: string;
let otherCreatorCookie: string;
const CREATOR = "coach_offers";

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: CREATOR, proPriceCents: 1000, allStarPriceCents: 2000 });
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  otherCreatorCookie = await signIn(t, await createCreator(t, { username: "coach_elsewhere" }));
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const promo = (code: string, fields: Record<string, unknown> = {}) => ({
  purpose: "code",
  code,
  tier: "pro",
  discount: { type: "percent", percentOff: 50 },
  months: 3,
  ...fields,
});
const makeOffer = (body: unknown, as = creatorCookie) => t.request("POST", "/api/me/offers", { cookie: as, body });
async function newOffer(body: unknown) {
  const made = await makeOffer(body);
  expect(made.status, made.text).toBe(201);
  return made.json.offer as { id: string; code: string | null; redemptions: number };
}
const listOffers = async (as = creatorCookie) =>
  (await t.request("GET", "/api/me/offers", { cookie: as })).json.offers as {
    id: string;
    code: string | null;
    redemptions: number;
    endedAt: string | null;
  }[];
const endOffer = (id: string, as = creatorCookie) => t.request("DELETE", `/api/me/offers/${id}`, { cookie: as });
const lookUp = (code: string, as?: string) =>
  t.request("GET", `/api/creators/${CREATOR}/offers/${encodeURIComponent(code)}`, { cookie: as });
const charged = async (followerId = follower.id) =>
  (await paymentsBy(t, followerId)).map((payment) => payment.grossCents);
const mine = () => membershipWith(t, cookie, CREATOR);
const redemptionsOf = async (offerId: string) =>
  (await listOffers()).find((offer) => offer.id === offerId)!.redemptions;

describe("a creator's offers", () => {
  it("are made, listed running first (newest first) then ended, and ended without being deleted", async () => {
    const first = await newOffer(promo("LIST_ONE"));
    const made = await makeOffer(
      promo("list_two", {
        tier: "all_star",
        discount: { type: "amount", amountOffCents: 500 },
        months: 12,
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        redemptionLimit: 10,
      }),
    );
    expect(made.status, made.text).toBe(201);
    expect(made.json.offer).toMatchObject({
      purpose: "code",
      code: "LIST_TWO",
      tier: "all_star",
      discount: { type: "amount", amountOffCents: 500 },
      months: 12,
      redemptionLimit: 10,
      redemptions: 0,
      endedAt: null,
    });
    const second = made.json.offer as { id: string };

    const ended = await endOffer(first.id);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.offer.endedAt).not.toBeNull();
    const ids = (await listOffers()).map((offer) => offer.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // Ending twice keeps the first end.
    expect((await endOffer(first.id)).json.offer.endedAt).toBe(ended.json.offer.endedAt);
    // An ended code is free for a new offer.
    expect((await makeOffer(promo("list_one"))).status).toBe(201);
  });

  it("refuses what breaks a rule, and makes nothing then", async () => {
    await newOffer(promo("TAKEN"));
    const before = await listOffers();
    const refusals: [unknown, number, string][] = [
      [promo("PCT0", { discount: { type: "percent", percentOff: 0 } }), 400, "validation_failed"],
      [promo("PCT91", { discount: { type: "percent", percentOff: 91 } }), 400, "validation_failed"],
      [promo("LONG", { months: 13 }), 400, "validation_failed"],
      [
        promo("AMOUNT_FOREVER", { discount: { type: "amount", amountOffCents: 100 }, months: null }),
        400,
        "validation_failed",
      ],
      [promo("x"), 400, "validation_failed"],
      [{ ...promo("NOCODE"), code: null }, 400, "validation_failed"],
      [{ ...promo("RET"), purpose: "retention" }, 400, "validation_failed"],
      // $10 less $9.50 leaves 50 cents.
      [promo("TOOMUCH", { discount: { type: "amount", amountOffCents: 950 } }), 400, "offer_amount_too_high"],
      [promo("PAST", { endsAt: new Date(Date.now() - 60_000).toISOString() }), 400, "offer_ends_in_past"],
      [promo("taken"), 409, "offer_code_taken"],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await makeOffer(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.json.error.code).toBe(code);
    }
    const messages = await Promise.all([
      makeOffer(promo("TOOMUCH", { discount: { type: "amount", amountOffCents: 950 } })),
      makeOffer(promo("PAST", { endsAt: new Date(Date.now() - 60_000).toISOString() })),
      makeOffer(promo("TAKEN")),
    ]);
    expect(messages.map((response) => response.json.error.message)).toEqual([
      "An amount off must leave at least $1 to pay each month.",
      "An offer's end date must be in the future.",
      "You already have a running offer with this code.",
    ]);
    expect(await listOffers()).toEqual(before);
  });

  it("allows one running retention offer per tier", async () => {
    const retention = {
      purpose: "retention",
      tier: "all_star",
      discount: { type: "percent", percentOff: 20 },
      months: 2,
    };
    const made = await newOffer(retention);
    expect(made.code).toBeNull();
    const twice = await makeOffer({ ...retention, months: 1 });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({
      code: "retention_offer_exists",
      message: "You already have a retention offer for this plan. End it first.",
    });
    await endOffer(made.id);
    expect((await makeOffer(retention)).status).toBe(201);
  });

  it("are the creator's own: others get 404, followers 403, visitors 401", async () => {
    const offer = await newOffer(promo("MINE_ONLY"));
    for (const id of [offer.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const refused = await endOffer(id, otherCreatorCookie);
      expect(refused.status, id).toBe(404);
      expect(refused.json.error.code).toBe("offer_not_found");
    }
    expect((await listOffers(otherCreatorCookie)).map((item) => item.id)).not.toContain(offer.id);
    expect((await t.request("GET", "/api/me/offers", { cookie })).status).toBe(403);
    expect((await makeOffer(promo("FAN"), cookie)).status).toBe(403);
    expect((await t.request("GET", "/api/me/offers")).status).toBe(401);
    expect((await listOffers()).find((item) => item.id === offer.id)?.endedAt).toBeNull();
  });
});

describe("looking a code up", () => {
  it("answers a visitor the offer in any case, never stored by a shared cache", async () => {
    await newOffer(promo("LOOK_UP", { months: 2 }));
    const found = await lookUp(" look_up ");
    expect(found.status, found.text).toBe(200);
    expect(found.json).toEqual({
      offer: { code: "LOOK_UP", tier: "pro", discount: { type: "percent", percentOff: 50 }, months: 2, endsAt: null },
    });
    expect(found.headers.get("cache-control")).toBe("private, no-store");
    expect((await lookUp("LOOK_UP", cookie)).status).toBe(200);
  });

  it("answers 404 for an unknown code, a malformed one or an unknown creator; 409 once ended or used up", async () => {
    for (const code of ["NO_SUCH_CODE", "a!", "xy"]) {
      const missing = await lookUp(code);
      expect(missing.status, code).toBe(404);
      expect(missing.json.error).toMatchObject({ code: "offer_not_found", message: "This offer code isn't valid." });
      expect(missing.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await t.request("GET", "/api/creators/nobody_here/offers/LOOK_UP")).json.error.code).toBe(
      "creator_not_found",
    );

    const ended = await newOffer(promo("ENDED_NOW"));
    await endOffer(ended.id);
    expect((await lookUp("ENDED_NOW")).json.error).toMatchObject({
      code: "offer_ended",
      message: "This offer has ended.",
    });
    const expired = await newOffer(promo("EXPIRED", { endsAt: new Date(Date.now() + 60_000).toISOString() }));
    await t.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, expired.id));
    expect((await lookUp("EXPIRED")).status).toBe(409);
    expect((await lookUp("EXPIRED")).json.error.code).toBe("offer_ended");

    const full = await newOffer(promo("FULL_UP", { redemptionLimit: 1 }));
    await t.db.update(offers).set({ redemptions: 1 }).where(eq(offers.id, full.id));
    expect((await lookUp("FULL_UP")).json.error).toMatchObject({
      code: "offer_used_up",
      message: "This offer is no longer available.",
    });
  });
});

describe("redeeming a code at checkout", () => {
  it("charges 50% for three months, then the full price, 70/30, and counts one redemption", async () => {
    const offer = await newOffer(promo("HALF3"));
    const checkout = await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: "half3" });
    expect(checkout.status, checkout.text).toBe(200);
    const sessionId = pageId(checkout.json.url);
    const [session] = await t.db
      .select({ cancelUrl: sandboxCheckoutSessions.cancelUrl })
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect(session!.cancelUrl).toBe(
      `http://localhost:3000/subscription/${CREATOR}?tier=pro&interval=month&offer=HALF3`,
    );
    const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, {
      body: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Test Member" },
    });
    expect(paid.status, paid.text).toBe(200);

    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    expect(subscription).toMatchObject({ offerId: offer.id, discountStartsAt: expect.any(Date) });
    const endsAt = discountEndsAt(subscription!.discountStartsAt!, 3)!;
    expect(subscription!.discountEndsAt).toEqual(endsAt);
    expect(await mine()).toMatchObject({
      tier: "pro",
      trialEndsAt: null,
      discount: { discount: { type: "percent", percentOff: 50 }, endsAt: endsAt.toISOString() },
      retentionOffer: null,
    });

    for (let month = 0; month < 3; month++) await advanceClock(t, 31);
    expect(await charged()).toEqual([500, 500, 500, 1000]);
    const payments = await paymentsBy(t, follower.id);
    expect(payments.map((entry) => [entry.creatorNetCents, entry.platformFeeCents, entry.offerId])).toEqual([
      [350, 150, offer.id],
      [350, 150, offer.id],
      [350, 150, offer.id],
      [700, 300, null],
    ]);
    expect(await mine()).toMatchObject({ tier: "pro", discount: null });
    expect(await redemptionsOf(offer.id)).toBe(1);
  });

  it("takes the place of a free trial: the offer's price is charged at once", async () => {
    const trialCreator = await createCreator(t, { username: "coach_offer_trial", proPriceCents: 2000 });
    const trialCookie = await signIn(t, trialCreator);
    await connectPayouts(t, trialCookie);
    await t.request("PUT", "/api/me/billing-terms", {
      cookie: trialCookie,
      body: { trialDays: { pro: 7, all_star: 0 } },
    });
    await makeOffer(promo("NOTRIAL", { discount: { type: "percent", percentOff: 25 } }), trialCookie);
    await subscribe(t, cookie, "coach_offer_trial", { tier: "pro", offer: "NOTRIAL" });
    expect(await membershipWith(t, cookie, "coach_offer_trial")).toMatchObject({ tier: "pro", trialEndsAt: null });
    expect(await charged()).toEqual([1500]);
    const [session] = await t.db
      .select({ trialDays: checkoutSessions.trialDays })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.followerId, follower.id));
    expect(session).toEqual({ trialDays: 0 });
  });

  it("stops at the redemption limit, counting other members' open checkouts", async () => {
    const offer = await newOffer(promo("ONLY_ONE", { redemptionLimit: 1 }));
    // An open checkout holds the last one: another member is refused, its own member gets it again.
    const held = await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: "ONLY_ONE" });
    expect(held.status, held.text).toBe(200);
    const other = await newFollower(t);
    const refused = await startCheckout(t, other.cookie, CREATOR, { tier: "pro", offer: "ONLY_ONE" });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: "offer_used_up", message: "This offer is no longer available." });
    expect((await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: "ONLY_ONE" })).json.url).toBe(held.json.url);

    await subscribe(t, cookie, CREATOR, { tier: "pro", offer: "ONLY_ONE" });
    expect(await redemptionsOf(offer.id)).toBe(1);
    expect((await startCheckout(t, other.cookie, CREATOR, { tier: "pro", offer: "ONLY_ONE" })).json.error.code).toBe(
      "offer_used_up",
    );
    // Without the code the other member still subscribes, at the full price.
    await subscribe(t, other.cookie, CREATOR, "pro");
    expect(await charged(other.follower.id)).toEqual([1000]);
  });

  it("refuses an unknown code, an ended offer, an end date passed, another plan, and makes no checkout", async () => {
    await newOffer(promo("PRO_ONLY"));
    const ended = await newOffer(promo("GONE"));
    await endOffer(ended.id);
    const expired = await newOffer(promo("LATE", { endsAt: new Date(Date.now() + 60_000).toISOString() }));
    await t.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, expired.id));

    const cases: [Parameters<typeof startCheckout>[3], number, string, string?][] = [
      [{ tier: "pro", offer: "NOPE" }, 404, "offer_not_found"],
      [{ tier: "pro", offer: "GONE" }, 409, "offer_ended"],
      [{ tier: "pro", offer: "LATE" }, 409, "offer_ended"],
      [{ tier: "all_star", offer: "PRO_ONLY" }, 409, "offer_wrong_plan", "This offer is for the PRO monthly plan."],
      [{ tier: "pro", interval: "year", offer: "PRO_ONLY" }, 409, "offer_wrong_plan"],
    ];
    for (const [plan, status, code, message] of cases) {
      const refused = await startCheckout(t, cookie, CREATOR, plan);
      expect(refused.status, JSON.stringify(plan)).toBe(status);
      expect(refused.json.error.code).toBe(code);
      if (message) expect(refused.json.error.message).toBe(message);
    }
    const allStar = await newOffer(promo("ALLSTAR_ONLY", { tier: "all_star" }));
    expect((await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: allStar.code! })).json.error.message).toBe(
      "This offer is for the ALL STAR monthly plan.",
    );
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.followerId, follower.id))).toEqual([]);
  });

  it("is redeemed once per member: coming back after leaving, the code is refused", async () => {
    await newOffer(promo("ONCE"));
    await subscribe(t, cookie, CREATOR, { tier: "pro", offer: "ONCE" });
    const twice = await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: "ONCE" });
    expect(twice.json.error.code).toBe("already_subscribed");
    await t.request("POST", `/api/me/memberships/${CREATOR}/cancel`, { cookie, body: {} });
    await advanceClock(t, 32);
    expect(await mine()).toMatchObject({ tier: "rookie" });
    const again = await startCheckout(t, cookie, CREATOR, { tier: "pro", offer: "once" });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: "offer_already_redeemed",
      message: "You have already used this offer.",
    });
  });

  it("a percentage off forever discounts every invoice", async () => {
    await newOffer(
      promo("FOREVER15", { tier: "all_star", discount: { type: "percent", percentOff: 15 }, months: null }),
    );
    await subscribe(t, cookie, CREATOR, { tier: "all_star", offer: "FOREVER15" });
    expect(await mine()).toMatchObject({
      tier: "all_star",
      discount: { discount: { type: "percent", percentOff: 15 }, endsAt: null },
    });
    for (let month = 0; month < 3; month++) await advanceClock(t, 31);
    expect(await charged()).toEqual([1700, 1700, 1700, 1700]);
    expect((await paymentsBy(t, follower.id)).map((entry) => [entry.creatorNetCents, entry.platformFeeCents])).toEqual(
      Array(4).fill([1190, 510]),
    );
  });

  it("once ended, is refused to new members while those who redeemed it keep their discount", async () => {
    const offer = await newOffer(promo("KEEPS", { discount: { type: "percent", percentOff: 10 }, months: 2 }));
    await subscribe(t, cookie, CREATOR, { tier: "pro", offer: "KEEPS" });
    expect((await endOffer(offer.id)).status).toBe(200);
    await advanceClock(t, 31);
    await advanceClock(t, 31);
    expect(await charged()).toEqual([900, 900, 1000]);
    const late = await newFollower(t);
    expect((await startCheckout(t, late.cookie, CREATOR, { tier: "pro", offer: "KEEPS" })).json.error.code).toBe(
      "offer_ended",
    );
    const [redeemed] = (await listOffers()).filter((item) => item.id === offer.id);
    expect(redeemed).toMatchObject({ redemptions: 1, endedAt: expect.any(String) });
  });

  it("counts a redemption once however often the subscription is synced", async () => {
    const offer = await newOffer(promo("SYNCED"));
    const sessionId = await subscribe(t, cookie, CREATOR, { tier: "pro", offer: "SYNCED" });
    for (let sync = 0; sync < 3; sync++) {
      const back = await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie });
      expect(back.status, back.text).toBe(200);
    }
    const [subscription] = await t.db
      .select({ subscriptionId: subscriptions.subscriptionId })
      .from(subscriptions)
      .where(and(eq(subscriptions.followerId, follower.id), eq(subscriptions.offerId, offer.id)));
    expect(subscription).toBeTruthy();
    expect(await redemptionsOf(offer.id)).toBe(1);
  });
});
