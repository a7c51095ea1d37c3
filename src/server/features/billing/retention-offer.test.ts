// The retention offer through the HTTP API on the sandbox: the member's list carries the creator's
// offer for a plain monthly membership; taking it keeps the membership (a cancellation is resumed)
// and discounts the renewals after the paid period for the offer's months. Once per member and
// creator, ever; never to a trial, a yearly plan, a paused membership or one with a discount.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  connectPayouts,
  membershipWith,
  newFollower,
  paymentsBy,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { signIn, type createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { offerRedemptions } from "../../db/schema";

let t: TestApp;
let creatorCookie: string;
let retentionOfferId: string;
const CREATOR = "coach_retains";

const retention = (fields: Record<string, unknown> = {}) => ({
  purpose: "retention",
  tier: "pro",
  discount: { type: "percent", percentOff: 30 },
  months: 3,
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: CREATOR, proPriceCents: 1000, allStarPriceCents: 2000 });
  creatorCookie = await signIn(t, creator);
  await connectPayouts(t, creatorCookie);
  // PRO is also sold by the year, 10% off.
  const terms = await t.request("PUT", "/api/me/billing-terms", {
    cookie: creatorCookie,
    body: { trialDays: { pro: 0, all_star: 0 }, yearlyDiscountPercent: { pro: 10, all_star: null } },
  });
  expect(terms.status, terms.text).toBe(200);
  const made = await t.request("POST", "/api/me/offers", { cookie: creatorCookie, body: retention() });
  expect(made.status, made.text).toBe(201);
  retentionOfferId = made.json.offer.id;
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const mine = (as = cookie, creator = CREATOR) => membershipWith(t, as, creator);
const take = (as = cookie, creator = CREATOR) =>
  t.request("POST", `/api/me/memberships/${creator}/retention-offer`, { cookie: as });
const charged = async () => (await paymentsBy(t, follower.id)).map((payment) => payment.grossCents);
const redemptionsOf = async (offerId: string) =>
  (
    (await t.request("GET", "/api/me/offers", { cookie: creatorCookie })).json.offers as {
      id: string;
      redemptions: number;
    }[]
  ).find((offer) => offer.id === offerId)!.redemptions;

describe("the retention offer", () => {
  it("taken by a member about to cancel, keeps the membership and discounts the next three renewals", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const offered = { id: retentionOfferId, discount: { type: "percent", percentOff: 30 }, months: 3 };
    expect(await mine()).toMatchObject({ tier: "pro", discount: null, retentionOffer: offered });

    // Ten days into the paid month, the member goes to cancel and is made the offer.
    await advanceClock(t, 10);
    const cancelled = await t.request("POST", `/api/me/memberships/${CREATOR}/cancel`, { cookie, body: {} });
    expect(cancelled.json.membership).toMatchObject({ cancelAtPeriodEnd: true, retentionOffer: offered });

    const taken = await take();
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json.membership).toMatchObject({
      tier: "pro",
      cancelAtPeriodEnd: false,
      leavesAtPeriodEnd: false,
      discount: { discount: { type: "percent", percentOff: 30 }, endsAt: expect.any(String) },
      retentionOffer: null,
    });
    // The paid month is not discounted; the three renewals after it are.
    expect(await charged()).toEqual([1000]);
    for (let month = 0; month < 4; month++) await advanceClock(t, 31);
    expect(await charged()).toEqual([1000, 700, 700, 700, 1000]);
    const payments = await paymentsBy(t, follower.id);
    expect(payments.map((entry) => [entry.creatorNetCents, entry.platformFeeCents, entry.offerId])).toEqual([
      [700, 300, null],
      [490, 210, retentionOfferId],
      [490, 210, retentionOfferId],
      [490, 210, retentionOfferId],
      [700, 300, null],
    ]);

    // Once per member and creator: not again, not even after the discount ran out.
    expect(await mine()).toMatchObject({ tier: "pro", discount: null, retentionOffer: null });
    const again = await take();
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: "retention_offer_not_available",
      message: "This offer is no longer available.",
    });
    const redemptions = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.followerId, follower.id));
    expect(redemptions).toHaveLength(1);
  });

  it("two clicks at once take it once", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const before = await redemptionsOf(retentionOfferId);
    const answers = await Promise.all([take(), take()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await redemptionsOf(retentionOfferId)).toBe(before + 1);
  });

  it("is not made to a member who took another of this creator's retention offers", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    expect((await take()).status).toBe(200);
    // The creator replaces the offer; the member who took the first is not offered the second.
    await t.request("DELETE", `/api/me/offers/${retentionOfferId}`, { cookie: creatorCookie });
    const replaced = await t.request("POST", "/api/me/offers", {
      cookie: creatorCookie,
      body: retention({ discount: { type: "amount", amountOffCents: 200 } }),
    });
    expect(replaced.status, replaced.text).toBe(201);
    retentionOfferId = replaced.json.offer.id;
    for (let month = 0; month < 4; month++) await advanceClock(t, 31);
    expect(await mine()).toMatchObject({ tier: "pro", discount: null, retentionOffer: null });

    // A new member is offered the new one.
    const other = await newFollower(t);
    await subscribe(t, other.cookie, CREATOR, "pro");
    expect((await mine(other.cookie)).retentionOffer).toMatchObject({
      id: retentionOfferId,
      discount: { type: "amount", amountOffCents: 200 },
    });
  });

  it("is not made to another tier, a yearly plan, a paused membership or one with a code's discount", async () => {
    const refusedFor = async (as: string) => {
      expect((await mine(as)).retentionOffer).toBeNull();
      const refused = await take(as);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("retention_offer_not_available");
    };
    // ALL STAR has no retention offer.
    await subscribe(t, cookie, CREATOR, "all_star");
    await refusedFor(cookie);

    const yearly = await newFollower(t);
    await subscribe(t, yearly.cookie, CREATOR, { tier: "pro", interval: "year" });
    await refusedFor(yearly.cookie);

    const paused = await newFollower(t);
    await subscribe(t, paused.cookie, CREATOR, "pro");
    const pause = await t.request("POST", `/api/me/memberships/${CREATOR}/pause`, {
      cookie: paused.cookie,
      body: { months: 1 },
    });
    expect(pause.status, pause.text).toBe(200);
    await refusedFor(paused.cookie);

    await t.request("POST", "/api/me/offers", {
      cookie: creatorCookie,
      body: {
        purpose: "code",
        code: "RETAIN_CODE",
        tier: "pro",
        discount: { type: "percent", percentOff: 20 },
        months: 2,
      },
    });
    const discounted = await newFollower(t);
    await subscribe(t, discounted.cookie, CREATOR, { tier: "pro", offer: "RETAIN_CODE" });
    expect((await mine(discounted.cookie)).discount).toMatchObject({ discount: { percentOff: 20 } });
    await refusedFor(discounted.cookie);

    // Without a paid membership there is nothing to keep.
    const free = await newFollower(t);
    const none = await take(free.cookie);
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe("membership_not_found");
  });

  it("is not made during a free trial", async () => {
    const trialCreator = await createCreator(t, { username: "coach_retains_trial", proPriceCents: 1000 });
    const trialCookie = await signIn(t, trialCreator);
    await connectPayouts(t, trialCookie);
    await t.request("PUT", "/api/me/billing-terms", {
      cookie: trialCookie,
      body: { trialDays: { pro: 7, all_star: 0 } },
    });
    await t.request("POST", "/api/me/offers", { cookie: trialCookie, body: retention() });
    await subscribe(t, cookie, "coach_retains_trial", "pro");
    expect(await mine(cookie, "coach_retains_trial")).toMatchObject({
      trialEndsAt: expect.any(String),
      retentionOffer: null,
    });
    expect((await take(cookie, "coach_retains_trial")).status).toBe(409);
  });
});
