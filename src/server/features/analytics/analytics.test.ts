// The creator's analytics through the API: members by tier over time, joins and ends, churn,
// revenue from the ledger, views, favorites, top posts and where members came from; the same
// figures before and after the rollup job; free trials, paused and resumed memberships, why members
// cancelled, offers redeemed and paid at; and nobody but the creator may read them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectPayouts,
  CARDS,
  card,
  membershipWith,
  pageId,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { CreatorAnalytics } from "../../../domain/analytics";
import {
  favorites,
  ledgerEntries,
  membershipPauses,
  offerRedemptions,
  memberships,
  membershipEvents,
  postViews,
  subscriptions,
  users,
} from "../../db/schema";
import { rollupAnalytics } from "./rollup";
import { creatorAnalytics } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const analytics = async (cookie: string | undefined, range = "7d") =>
  t.request("GET", `/api/dashboards/influencer/analytics?range=${range}`, { cookie });
const follow = (cookie: string, username: string, body?: unknown) =>
  t.request("POST", `/api/creators/${username}/follow`, { cookie, body });
const DAY = 86_400_000;

describe("GET /api/dashboards/influencer/analytics", () => {
  it("shows today's new members by tier and source, the one who left, views, favorites, top posts and the ledger's revenue", async () => {
    const creator = await createCreator(t, { proPriceCents: 999 });
    const creatorCookie = await signIn(t, creator);
    await connectPayouts(t, creatorCookie);
    const [fromExplore, fromHome, payer, leaver] = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const cookies = await Promise.all([fromExplore!, fromHome!, payer!, leaver!].map((user) => signIn(t, user)));

    expect((await follow(cookies[0]!, creator.username, { source: "explore" })).status).toBe(200);
    expect((await follow(cookies[1]!, creator.username, { source: "home" })).status).toBe(200);
    // A paid checkout started on the profile: the membership it creates remembers that.
    const checkout = await t.request("POST", "/api/billing/checkout", {
      cookie: cookies[2],
      body: { creator: creator.username, tier: "pro", source: "profile" },
    });
    expect(checkout.status, checkout.text).toBe(200);
    expect(
      (await t.request("POST", `/api/sandbox/checkout/${pageId(checkout.json.url)}/pay`, { body: card(CARDS.visa) }))
        .status,
    ).toBe(200);
    // Followed without saying from where, then left.
    expect((await follow(cookies[3]!, creator.username)).status).toBe(200);
    expect((await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie: cookies[3] })).status).toBe(
      200,
    );

    const popular = await createPost(t, creator, { title: "Hip openers" });
    const other = await createPost(t, creator, { title: "Core basics" });
    for (const cookie of [cookies[0], cookies[1]])
      expect((await t.request("POST", `/api/posts/${popular.id}/views`, { cookie })).status).toBeLessThan(300);
    expect((await t.request("POST", `/api/posts/${other.id}/views`, { cookie: cookies[2] })).status).toBeLessThan(300);
    expect((await t.request("PUT", `/api/posts/${other.id}/favorite`, { cookie: cookies[0] })).status).toBe(200);

    const response = await analytics(creatorCookie);
    expect(response.status, response.text).toBe(200);
    const body = response.json as CreatorAnalytics;
    expect(body.points).toHaveLength(7);
    expect(body.points.at(-1)).toMatchObject({
      members: { rookie: 2, pro: 1, all_star: 0 },
      joined: 4,
      ended: 1,
      views: 3,
      favorites: 1,
      // 9.99 paid: 3.00 to the platform, 6.99 to the creator.
      grossCents: 999,
      platformFeeCents: 300,
      netCents: 699,
    });
    expect(body.points[0]!.members).toEqual({ rookie: 0, pro: 0, all_star: 0 });
    expect(body.totals).toMatchObject({
      membersAtStart: 0,
      membersAtEnd: 3,
      joined: 4,
      ended: 1,
      churnRate: 0.25,
      views: 3,
      favorites: 1,
    });
    expect(body.sources).toEqual({ profile: 1, explore: 1, home: 1, other: 1 });
    expect(body.topPostsByViews).toEqual([
      { id: popular.id, title: "Hip openers", views: 2, favorites: 0 },
      { id: other.id, title: "Core basics", views: 1, favorites: 1 },
    ]);
    expect(body.topPostsByFavorites).toEqual([{ id: other.id, title: "Core basics", views: 1, favorites: 1 }]);
  });

  it("answers zeros for a new creator, on every range", async () => {
    const creator = await createCreator(t);
    const cookie = await signIn(t, creator);
    for (const [range, points] of [
      ["7d", 7],
      ["30d", 30],
      ["90d", 90],
      ["12m", 12],
    ] as const) {
      const response = await analytics(cookie, range);
      expect(response.status).toBe(200);
      expect(response.json.points).toHaveLength(points);
      expect(response.json.totals).toMatchObject({
        membersAtEnd: 0,
        joined: 0,
        churnRate: null,
        grossCents: 0,
        offerRedemptions: 0,
        offerGrossCents: 0,
      });
      expect(response.json.topPostsByViews).toEqual([]);
      expect(response.json.offers).toEqual([]);
    }
  });

  it("is only for creators, about themselves", async () => {
    const follower = await createUser(t);
    expect((await analytics(undefined)).status).toBe(401);
    expect((await analytics(await signIn(t, follower))).status).toBe(403);
    const creator = await createCreator(t);
    const bad = await analytics(await signIn(t, creator), "5y");
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("validation_failed");
  });

  it("refuses a source the web does not report", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    const response = await follow(await signIn(t, follower), creator.username, { source: "billboard" });
    expect(response.status).toBe(400);
    const rows = await t.db.select().from(memberships).where(eq(memberships.followerId, follower.id));
    expect(rows).toEqual([]);
  });
});

describe("history and the rollup job", () => {
  it("counts every change to a membership, whatever code made it", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    await t.db.insert(memberships).values({
      followerId: follower.id,
      creatorId: creator.id,
      tier: "pro",
      currentPeriodEnd: new Date(Date.now() + 30 * DAY),
    });
    const pair = eq(memberships.followerId, follower.id);
    await t.db.update(memberships).set({ tier: "all_star" }).where(pair);
    await t.db.update(memberships).set({ tier: "rookie", currentPeriodEnd: null }).where(pair);
    await t.db.update(memberships).set({ status: "canceled" }).where(pair);
    await t.db.update(memberships).set({ status: "active" }).where(pair);
    await t.db.delete(memberships).where(pair);
    const events = await t.db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.creatorId, creator.id))
      .orderBy(membershipEvents.id);
    expect(events.map(({ kind, tier, previousTier }) => [kind, tier, previousTier])).toEqual([
      ["joined", "pro", null],
      ["tier_changed", "all_star", "pro"],
      ["tier_changed", "rookie", "all_star"],
      ["ended", "rookie", null],
      ["joined", "rookie", null],
      ["ended", "rookie", null],
    ]);
  });

  it("counts a deleted follower as a member who left, and lets a creator with members be deleted", async () => {
    const creator = await createCreator(t);
    const [stays, goes] = await Promise.all([1, 2].map(() => createUser(t)));
    for (const user of [stays!, goes!])
      await t.db.insert(memberships).values({ followerId: user.id, creatorId: creator.id, tier: "rookie" });
    await t.db.delete(users).where(eq(users.id, goes!.id));
    const kinds = await t.db
      .select({ kind: membershipEvents.kind })
      .from(membershipEvents)
      .where(eq(membershipEvents.creatorId, creator.id));
    expect(kinds.map(({ kind }) => kind).sort()).toEqual(["ended", "joined", "joined"]);

    await t.db.delete(users).where(eq(users.id, creator.id));
    expect(await t.db.select().from(membershipEvents).where(eq(membershipEvents.creatorId, creator.id))).toEqual([]);
  });

  it("gives the same figures from stored days as live, over days and months", async () => {
    const creator = await createCreator(t);
    const [a, b] = await Promise.all([1, 2].map(() => createUser(t)));
    const post = await createPost(t, creator, { title: "Deadlift form" });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    await t.db.insert(membershipEvents).values([
      // Before the 30-day range: where it starts from.
      { creatorId: creator.id, kind: "joined", tier: "rookie", source: "explore", occurredAt: daysAgo(40) },
      { creatorId: creator.id, kind: "joined", tier: "pro", source: "home", occurredAt: daysAgo(45) },
      // Within it.
      {
        creatorId: creator.id,
        kind: "tier_changed",
        tier: "all_star",
        previousTier: "pro",
        source: "home",
        occurredAt: daysAgo(10),
      },
      { creatorId: creator.id, kind: "joined", tier: "pro", source: "profile", occurredAt: daysAgo(5) },
      { creatorId: creator.id, kind: "ended", tier: "rookie", source: "explore", occurredAt: daysAgo(3) },
    ]);
    await t.db.insert(ledgerEntries).values([
      {
        provider: "sandbox",
        kind: "payment",
        reference: `in_${creator.id}_1`,
        creatorId: creator.id,
        tier: "pro",
        grossCents: 1000,
        platformFeeCents: 300,
        creatorNetCents: 700,
        occurredAt: daysAgo(45),
      },
      {
        provider: "sandbox",
        kind: "payment",
        reference: `in_${creator.id}_2`,
        creatorId: creator.id,
        tier: "all_star",
        grossCents: 2000,
        platformFeeCents: 600,
        creatorNetCents: 1400,
        occurredAt: daysAgo(10),
      },
      {
        provider: "sandbox",
        kind: "refund",
        reference: `re_${creator.id}_1`,
        creatorId: creator.id,
        tier: "all_star",
        grossCents: -500,
        platformFeeCents: -150,
        creatorNetCents: -350,
        occurredAt: daysAgo(2),
      },
    ]);
    await t.db.insert(postViews).values([
      { postId: post.id, viewerId: a!.id, day: dayOf(daysAgo(50)) },
      { postId: post.id, viewerId: a!.id, day: dayOf(daysAgo(4)) },
      { postId: post.id, viewerId: b!.id, day: dayOf(daysAgo(4)) },
      { postId: post.id, viewerId: b!.id, day: dayOf(now) },
    ]);
    await t.db.insert(favorites).values({ followerId: a!.id, postId: post.id, createdAt: daysAgo(4) });

    const live = await creatorAnalytics(t.db, creator.id, "30d", now);
    expect(live.totals).toMatchObject({
      membersAtStart: 2,
      membersAtEnd: 2,
      joined: 1,
      ended: 1,
      // One of the three who were members left.
      churnRate: 1 / 3,
      views: 3,
      favorites: 1,
      grossCents: 1500,
      platformFeeCents: 450,
      netCents: 1050,
    });
    expect(live.sources).toEqual({ profile: 1, explore: 0, home: 0, other: 0 });
    expect(live.points[0]!.members).toEqual({ rookie: 1, pro: 1, all_star: 0 });
    expect(live.points.find((point) => point.date === dayOf(daysAgo(10)))!.members).toEqual({
      rookie: 1,
      pro: 0,
      all_star: 1,
    });
    expect(live.points.at(-1)!.members).toEqual({ rookie: 0, pro: 1, all_star: 1 });
    expect(live.topPostsByViews).toEqual([{ id: post.id, title: "Deadlift form", views: 3, favorites: 1 }]);

    const year = await creatorAnalytics(t.db, creator.id, "12m", now);
    expect(year.points).toHaveLength(12);
    expect(year.totals).toMatchObject({ membersAtStart: 0, joined: 3, ended: 1, views: 4, grossCents: 2500 });

    await rollupAnalytics(t.db, now);
    expect(await creatorAnalytics(t.db, creator.id, "30d", now)).toEqual(live);
    expect(await creatorAnalytics(t.db, creator.id, "12m", now)).toEqual(year);
    // Nothing more to do until another day has finished.
    expect(await rollupAnalytics(t.db, now)).toBeNull();
    // A payment reported late, dated the day before: the next day's round takes it in.
    await t.db.insert(ledgerEntries).values({
      provider: "sandbox",
      kind: "payment",
      reference: `in_${creator.id}_late`,
      creatorId: creator.id,
      tier: "pro",
      grossCents: 1000,
      platformFeeCents: 300,
      creatorNetCents: 700,
      occurredAt: daysAgo(1),
    });
    await rollupAnalytics(t.db, new Date(now.getTime() + DAY));
    const later = await creatorAnalytics(t.db, creator.id, "30d", now);
    expect(later.totals).toEqual({ ...live.totals, grossCents: 2500, platformFeeCents: 750, netCents: 1750 });
  });

  it("counts free trials started and become paid per day, and the share of ended trials that became paid", async () => {
    const creator = await createCreator(t);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    const trialists = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const trial = (index: number, startedDaysAgo: number, converted: boolean) => ({
      provider: "sandbox" as const,
      subscriptionId: `sub_trial_${creator.id}_${index}`,
      customerId: `cus_${index}`,
      followerId: trialists[index]!.id,
      creatorId: creator.id,
      priceId: "price_pro",
      tier: "pro" as const,
      status: converted ? "active" : "canceled",
      currentPeriodStart: daysAgo(startedDaysAgo),
      currentPeriodEnd: daysAgo(startedDaysAgo - 7),
      trialStartedAt: daysAgo(startedDaysAgo),
      trialEndsAt: daysAgo(startedDaysAgo - 7),
      trialConvertedAt: converted ? daysAgo(startedDaysAgo - 7) : null,
    });
    await t.db.insert(subscriptions).values([
      // Ended 13 days ago and paid; ended 3 days ago, cancelled; still running; long before the range.
      trial(0, 20, true),
      trial(1, 10, false),
      { ...trial(2, 2, false), status: "trialing" },
      trial(3, 70, true),
    ]);

    const month = await creatorAnalytics(t.db, creator.id, "30d", now);
    expect(month.totals).toMatchObject({ trialsStarted: 3, trialsConverted: 1, trialConversionRate: 1 / 2 });
    expect(month.points.find((point) => point.date === dayOf(daysAgo(13)))).toMatchObject({
      trialsStarted: 0,
      trialsConverted: 1,
    });
    expect(month.points.find((point) => point.date === dayOf(daysAgo(2)))).toMatchObject({ trialsStarted: 1 });
    const week = await creatorAnalytics(t.db, creator.id, "7d", now);
    expect(week.totals).toMatchObject({ trialsStarted: 1, trialsConverted: 0, trialConversionRate: 0 });
    const year = await creatorAnalytics(t.db, creator.id, "12m", now);
    expect(year.totals).toMatchObject({ trialsStarted: 4, trialsConverted: 2, trialConversionRate: 2 / 3 });
  });

  it("counts why members cancelled, as they chose in the cancel dialog; an unknown reason is refused and cancels nothing", async () => {
    const creator = await createCreator(t);
    const creatorCookie = await signIn(t, creator);
    await connectPayouts(t, creatorCookie);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createUser(t)));
    const cookies = await Promise.all([first!, second!, third!].map((user) => signIn(t, user)));
    for (const cookie of cookies) await subscribe(t, cookie, creator.username, "pro");
    const cancel = (cookie: string, body?: unknown) =>
      t.request("POST", `/api/me/memberships/${creator.username}/cancel`, { cookie, body });

    const refused = await cancel(cookies[0]!, { reason: "bored" });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBeTruthy();
    expect((await membershipWith(t, cookies[0]!, creator.username)).cancelAtPeriodEnd).toBe(false);

    expect((await cancel(cookies[0]!, { reason: "too_expensive", details: "Money is tight this month." })).status).toBe(
      200,
    );
    expect((await cancel(cookies[1]!, { reason: "reached_goal" })).status).toBe(200);
    // Saying nothing is fine too.
    expect((await cancel(cookies[2]!)).status).toBe(200);

    const figures = await analytics(creatorCookie, "30d");
    expect(figures.json.cancellationReasons).toEqual({
      too_expensive: 1,
      not_using: 0,
      content_not_for_me: 0,
      reached_goal: 1,
      technical_problems: 0,
      other: 0,
    });
  });

  it("counts the creator's own pauses by the day they were asked, not those undone, and resumes by the day members paid again", async () => {
    const [creator, other] = await Promise.all([createCreator(t), createCreator(t)]);
    const [creatorCookie, otherCookie] = await Promise.all([signIn(t, creator), signIn(t, other)]);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    const pause = (
      owner: { id: string },
      name: string,
      askedDaysAgo: number,
      { undoneDaysAgo, resumedDaysAgo }: { undoneDaysAgo?: number; resumedDaysAgo?: number } = {},
    ) => ({
      provider: "sandbox" as const,
      subscriptionId: `sub_pause_${owner.id}_${name}`,
      creatorId: owner.id,
      tier: "pro" as const,
      months: 1,
      startsAt: daysAgo(askedDaysAgo - 1),
      resumesAt: daysAgo(askedDaysAgo - 31),
      undoneAt: undoneDaysAgo === undefined ? null : daysAgo(undoneDaysAgo),
      resumedAt: resumedDaysAgo === undefined ? null : daysAgo(resumedDaysAgo),
      createdAt: daysAgo(askedDaysAgo),
    });
    await t.db.insert(membershipPauses).values([
      // Asked 10 days ago, paid again 2 days ago; asked then dropped before it began; asked before
      // the 30 days, paid again 5 days ago; asked today.
      pause(creator, "resumed", 10, { resumedDaysAgo: 2 }),
      pause(creator, "undone", 10, { undoneDaysAgo: 9 }),
      pause(creator, "older", 40, { resumedDaysAgo: 5 }),
      pause(creator, "today", 0),
      // Another creator's pause: never in this creator's figures.
      pause(other, "elsewhere", 10, { resumedDaysAgo: 2 }),
    ]);

    const month = await analytics(creatorCookie, "30d");
    expect(month.status, month.text).toBe(200);
    const body = month.json as CreatorAnalytics;
    expect(body.totals).toMatchObject({ pauses: 2, resumes: 2 });
    const at = (days: number) => body.points.find((point) => point.date === dayOf(daysAgo(days)));
    expect(at(10)).toMatchObject({ pauses: 1, resumes: 0 });
    expect(at(9)).toMatchObject({ pauses: 0, resumes: 0 });
    expect(at(5)).toMatchObject({ pauses: 0, resumes: 1 });
    expect(at(2)).toMatchObject({ pauses: 0, resumes: 1 });
    expect(at(0)).toMatchObject({ pauses: 1, resumes: 0 });
    expect((await analytics(creatorCookie, "7d")).json.totals).toMatchObject({ pauses: 1, resumes: 2 });
    const year = (await analytics(creatorCookie, "12m")).json as CreatorAnalytics;
    expect(year.totals).toMatchObject({ pauses: 3, resumes: 2 });
    expect(year.points.find((point) => point.date === `${dayOf(daysAgo(40)).slice(0, 7)}-01`)?.pauses).toBeGreaterThan(
      0,
    );

    // The other creator reads only their own pause; a follower reads nobody's.
    expect((await analytics(otherCookie, "30d")).json.totals).toMatchObject({ pauses: 1, resumes: 1 });
    expect((await analytics(await signIn(t, await createUser(t)), "30d")).status).toBe(403);
  });
});

describe("offers in the creator's analytics", () => {
  it("count redemptions in the range and revenue at offer prices, refunds taken off, per offer, most redeemed first", async () => {
    const creator = await createCreator(t, { proPriceCents: 1000, allStarPriceCents: 2000 });
    const creatorCookie = await signIn(t, creator);
    await connectPayouts(t, creatorCookie);
    const makeOffer = async (body: Record<string, unknown>) => {
      const made = await t.request("POST", "/api/me/offers", {
        cookie: creatorCookie,
        body: { purpose: "code", tier: "pro", months: 3, ...body },
      });
      expect(made.status, made.text).toBe(201);
      return made.json.offer.id as string;
    };
    const half = await makeOffer({ code: "HALF", discount: { type: "percent", percentOff: 50 } });
    const fiveOff = await makeOffer({
      code: "FIVE_OFF",
      tier: "all_star",
      discount: { type: "amount", amountOffCents: 500 },
      months: 12,
    });
    await makeOffer({ code: "UNUSED", discount: { type: "percent", percentOff: 10 } });
    const redeem = async (tier: "pro" | "all_star", offer: string) => {
      const member = await createUser(t);
      await subscribe(t, await signIn(t, member), creator.username, { tier, offer });
      return member;
    };
    const refunded = await redeem("pro", "HALF");
    await redeem("pro", "HALF");
    await redeem("all_star", "FIVE_OFF");
    // Part of one discounted payment given back: the refund carries the payment's offer.
    const [payment] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, refunded.id));
    await t.db.insert(ledgerEntries).values({
      provider: "sandbox",
      kind: "refund",
      reference: `re_offer_${refunded.id}`,
      invoiceId: payment!.invoiceId,
      followerId: refunded.id,
      creatorId: creator.id,
      tier: "pro",
      offerId: half,
      grossCents: -200,
      platformFeeCents: -60,
      creatorNetCents: -140,
      occurredAt: new Date(),
    });
    // A redemption from 40 days ago counts in the 90 days only.
    await t.db.insert(offerRedemptions).values({
      offerId: fiveOff,
      provider: "sandbox",
      subscriptionId: `sub_old_${creator.id}`,
      creatorId: creator.id,
      redeemedAt: new Date(Date.now() - 40 * DAY),
    });

    const week = (await analytics(creatorCookie, "7d")).json as CreatorAnalytics;
    expect(week.totals).toMatchObject({ offerRedemptions: 3, offerGrossCents: 500 + 500 - 200 + 1500 });
    expect(week.offers).toEqual([
      { id: half, code: "HALF", purpose: "code", tier: "pro", redemptions: 2, grossCents: 800 },
      { id: fiveOff, code: "FIVE_OFF", purpose: "code", tier: "all_star", redemptions: 1, grossCents: 1500 },
    ]);
    const quarter = (await analytics(creatorCookie, "90d")).json as CreatorAnalytics;
    expect(quarter.totals.offerRedemptions).toBe(4);
    // As many redemptions each: the one that brought in more comes first.
    expect(quarter.offers.map((offer) => [offer.code, offer.redemptions])).toEqual([
      ["FIVE_OFF", 2],
      ["HALF", 2],
    ]);

    // Another creator reads none of these.
    const other = await createCreator(t);
    const elsewhere = (await analytics(await signIn(t, other), "90d")).json as CreatorAnalytics;
    expect(elsewhere.offers).toEqual([]);
    expect(elsewhere.totals).toMatchObject({ offerRedemptions: 0, offerGrossCents: 0 });
  });
});
