import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, CARDS, connectPayouts, subscribe } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { membershipPauses, subscriptions } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      OWNER_EMAILS:
        "Boss@Example.com, chief@example.com, counter@example.com, trials@example.com, reasons@example.com, pauses@example.com, offers@example.com",
    },
  });
});
afterAll(() => t.close());

describe("GET /api/owner/figures", () => {
  it("gives the owner platform figures, with gross volume and the 30% fee from what members paid", async () => {
    const owner = await createUser(t, { email: "boss@example.com" });
    const creator = await createCreator(t, { proPriceCents: 999 });
    await connectPayouts(t, await signIn(t, creator));
    const fans = await Promise.all([1, 2].map(() => createUser(t)));
    await subscribe(t, await signIn(t, fans[0]!), creator.username, "pro");
    await createMembership(t, fans[1]!.id, creator.id, "rookie");

    const response = await t.request("GET", "/api/owner/figures", { cookie: await signIn(t, owner) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      creators: 1,
      followers: 3,
      activeMemberships: 2,
      paidMemberships: 1,
      monthlyGrossCents: 999,
      monthlyPlatformFeeCents: 300,
      monthlyCreatorNetCents: 699,
      totalGrossCents: 999,
      totalPlatformFeeCents: 300,
      monthlyFailedPayments: 0,
      monthlyTrialsStarted: 0,
      monthlyTrialConversionRate: null,
      monthlyPauses: 0,
      monthlyResumes: 0,
      monthlyOfferRedemptions: 0,
      monthlyOfferGrossCents: 0,
      monthlyCancellationReasons: {
        too_expensive: 0,
        not_using: 0,
        content_not_for_me: 0,
        reached_goal: 0,
        technical_problems: 0,
        other: 0,
      },
      monthlyTips: 0,
      monthlyTipsCents: 0,
      monthlyPostSales: 0,
      monthlyPostSalesCents: 0,
      monthlyGiftsSold: 0,
      monthlyGiftsCents: 0,
      monthlyGiftsRedeemed: 0,
      openReports: 0,
    });
  });

  it("counts this month's free trials, and the share of those ended that became paid", async () => {
    const ownerCookie = await signIn(t, await createUser(t, { email: "trials@example.com" }));
    const before = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const creator = await createCreator(t);
    const creatorCookie = await signIn(t, creator);
    await connectPayouts(t, creatorCookie);
    await t.request("PUT", "/api/me/billing-terms", {
      cookie: creatorCookie,
      body: { trialDays: { pro: 7, all_star: 7 } },
    });
    await subscribe(t, await signIn(t, await createUser(t)), creator.username, "pro");
    // Two trials started a week ago (this month or the last) that ended a moment ago, one paid.
    const [paid, left] = await Promise.all([1, 2].map(() => createUser(t)));
    const now = Date.now();
    const ended = (follower: { id: string }, converted: boolean) => ({
      provider: "sandbox" as const,
      subscriptionId: `sub_owner_${follower.id}`,
      customerId: `cus_${follower.id}`,
      followerId: follower.id,
      creatorId: creator.id,
      priceId: "price_pro",
      tier: "pro" as const,
      status: converted ? "active" : "canceled",
      currentPeriodStart: new Date(now - 1000),
      currentPeriodEnd: new Date(now + 30 * 86_400_000),
      trialStartedAt: new Date(now - 7 * 86_400_000),
      trialEndsAt: new Date(now - 1000),
      trialConvertedAt: converted ? new Date(now - 1000) : null,
    });
    await t.db.insert(subscriptions).values([ended(paid!, true), ended(left!, false)]);

    const weekAgoThisMonth = new Date(now - 7 * 86_400_000).getUTCMonth() === new Date(now).getUTCMonth();
    const after = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    expect(after.monthlyTrialsStarted).toBe(before.monthlyTrialsStarted + (weekAgoThisMonth ? 3 : 1));
    expect(after.monthlyTrialConversionRate).toBe(1 / 2);
  });

  it("counts this month's pauses (not those undone) and resumes, across creators", async () => {
    const ownerCookie = await signIn(t, await createUser(t, { email: "pauses@example.com" }));
    const before = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const [first, second] = await Promise.all([createCreator(t), createCreator(t)]);
    const now = Date.now();
    const pause = (creator: { id: string }, name: string, fields: Partial<typeof membershipPauses.$inferInsert>) => ({
      provider: "sandbox" as const,
      subscriptionId: `sub_owner_pause_${creator.id}_${name}`,
      creatorId: creator.id,
      tier: "pro" as const,
      months: 2,
      startsAt: new Date(now + 86_400_000),
      resumesAt: new Date(now + 61 * 86_400_000),
      ...fields,
    });
    await t.db.insert(membershipPauses).values([
      // Asked a moment ago, at two creators; asked and dropped again.
      pause(first, "asked", {}),
      pause(second, "asked", {}),
      pause(first, "undone", { undoneAt: new Date(now) }),
      // Asked 40 days ago (always before this month), paid again a moment ago.
      pause(second, "resumed", {
        createdAt: new Date(now - 40 * 86_400_000),
        startsAt: new Date(now - 39 * 86_400_000),
        resumesAt: new Date(now - 9 * 86_400_000),
        resumedAt: new Date(now - 1000),
      }),
    ]);
    const after = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    expect(after.monthlyPauses).toBe(before.monthlyPauses + 2);
    expect(after.monthlyResumes).toBe(before.monthlyResumes + 1);
  });

  it("counts this month's offer redemptions and what invoices at offer prices brought in, across creators", async () => {
    const ownerCookie = await signIn(t, await createUser(t, { email: "offers@example.com" }));
    const before = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    for (const [priceCents, percentOff] of [
      [1000, 50],
      [2000, 25],
    ] as const) {
      const creator = await createCreator(t, { proPriceCents: priceCents });
      const creatorCookie = await signIn(t, creator);
      await connectPayouts(t, creatorCookie);
      const made = await t.request("POST", "/api/me/offers", {
        cookie: creatorCookie,
        body: { purpose: "code", code: "OWNER", tier: "pro", discount: { type: "percent", percentOff }, months: 3 },
      });
      expect(made.status, made.text).toBe(201);
      await subscribe(t, await signIn(t, await createUser(t)), creator.username, { tier: "pro", offer: "OWNER" });
      // A member at the full price is no offer's.
      await subscribe(t, await signIn(t, await createUser(t)), creator.username, "pro");
    }
    const after = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    expect(after.monthlyOfferRedemptions).toBe(before.monthlyOfferRedemptions + 2);
    expect(after.monthlyOfferGrossCents).toBe(before.monthlyOfferGrossCents + 500 + 1500);
  });

  it("counts why members cancelled this month, across creators", async () => {
    const ownerCookie = await signIn(t, await createUser(t, { email: "reasons@example.com" }));
    const before = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    for (const reason of ["not_using", "not_using"] as const) {
      const creator = await createCreator(t);
      await connectPayouts(t, await signIn(t, creator));
      const cookie = await signIn(t, await createUser(t));
      await subscribe(t, cookie, creator.username, "pro");
      const cancelled = await t.request("POST", `/api/me/memberships/${creator.username}/cancel`, {
        cookie,
        body: { reason },
      });
      expect(cancelled.status).toBe(200);
    }
    const after = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    expect(after.monthlyCancellationReasons).toEqual({
      ...before.monthlyCancellationReasons,
      not_using: before.monthlyCancellationReasons.not_using + 2,
    });
  });

  it("counts this month's failed payments (a refused renewal, once however often it is retried) and open reports", async () => {
    const ownerCookie = await signIn(t, await createUser(t, { email: "counter@example.com" }));
    const before = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const fan = await createUser(t);
    const fanCookie = await signIn(t, fan);
    await subscribe(t, fanCookie, creator.username, "pro", CARDS.failsRenewals);
    await advanceClock(t, 31);
    await advanceClock(t, 3);
    const reported = await t.request("POST", "/api/reports", {
      cookie: fanCookie,
      body: { subject: "profile", username: creator.username, reason: "Fake" },
    });
    expect(reported.status).toBe(201);

    const after = (await t.request("GET", "/api/owner/figures", { cookie: ownerCookie })).json;
    expect(after.monthlyFailedPayments).toBe(before.monthlyFailedPayments + 1);
    expect(after.openReports).toBe(before.openReports + 1);
  });

  it("is refused to everyone else", async () => {
    const someone = await createUser(t, { role: "influencer" });
    expect((await t.request("GET", "/api/owner/figures")).status).toBe(401);
    const response = await t.request("GET", "/api/owner/figures", { cookie: await signIn(t, someone) });
    expect(response.status).toBe(403);
  });

  it("marks only owners in the session, matching emails case-insensitively", async () => {
    const owner = await createUser(t, { email: "CHIEF@example.com" });
    const other = await createUser(t);
    const ownerSession = await t.request("GET", "/api/auth/session", {
      cookie: await signIn(t, { ...owner, email: "Chief@Example.com" }),
    });
    expect(ownerSession.json.user.isOwner).toBe(true);
    const otherSession = await t.request("GET", "/api/auth/session", { cookie: await signIn(t, other) });
    expect(otherSession.json.user.isOwner).toBe(false);
  });
});
