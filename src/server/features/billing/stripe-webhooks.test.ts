// Billing on Stripe, through the app's HTTP API and its webhook endpoints, against a fake
// Stripe server that speaks API version 2026-10-28 and signs events as Stripe does: signatures,
// replays, any arrival order, checkout before or after its webhook, plan changes, an offer's
// coupon, refunds and disputes in the ledger, and payout accounts kept current from Connect events.
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import { signIn } from "../../../../tests/support/factories";
import type { FakeStripe } from "../../../../tests/support/fake-stripe";
import { membershipWith, newFollower } from "../../../../tests/support/billing-factories";
import {
  connectStripePayouts,
  createStripeTestApp,
  deliver,
  deliverAll,
  shuffled,
  stripeCheckout,
  WEBHOOK_SECRETS,
} from "../../../../tests/support/stripe-app";
import type { TestApp } from "../../../../tests/support/test-app";
import {
  billingEvents,
  checkoutSessions,
  ledgerEntries,
  membershipPauses,
  offerCoupons,
  offerRedemptions,
  offers,
  purchases,
  subscriptions,
} from "../../db/schema";
import { startOfMonth } from "./ledger";

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let creatorCookie: string;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  creator = await createCreator(t, { username: "coach_stripe", proPriceCents: 1000, allStarPriceCents: 3000 });
  creatorCookie = await signIn(t, creator);
  await connectStripePayouts(t, fake, creator.id, creatorCookie);
  // A second creator offering a 7-day PRO trial.
  const trialCreator = await createCreator(t, { username: "coach_trials", proPriceCents: 1000 });
  const trialCookie = await signIn(t, trialCreator);
  await connectStripePayouts(t, fake, trialCreator.id, trialCookie);
  const terms = await t.request("PUT", "/api/me/billing-terms", {
    cookie: trialCookie,
    body: { trialDays: { pro: 7, all_star: 0 } },
  });
  expect(terms.status).toBe(200);
  fake.takeEvents();
});
afterAll(() => close());

const subscriptionOf = async (followerId: string) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, followerId));
  return row!;
};
const ledgerOf = (followerId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, followerId));

/** A follower with an active PRO subscription whose every event has been delivered. */
async function stripeMember(tier: "pro" | "all_star" = "pro") {
  const { follower, cookie } = await newFollower(t);
  const sessionId = await stripeCheckout(t, cookie, "coach_stripe", tier);
  fake.completeCheckout(sessionId);
  await deliverAll(t, fake.takeEvents());
  return { follower, cookie, sessionId, subscriptionId: (await subscriptionOf(follower.id)).subscriptionId };
}

describe("signatures", () => {
  it("refuses forged, stale, missing and wrong-endpoint signatures with 400, and records nothing", async () => {
    const { follower, cookie } = await newFollower(t);
    const sessionId = await stripeCheckout(t, cookie, "coach_stripe", "pro");
    const events = fake.completeCheckout(sessionId);
    const completed = events.find((event) => event.type === "checkout.session.completed")!;

    const forged = await deliver(t, completed, { secret: "whsec_somebody_else" });
    const stale = await deliver(t, completed, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const wrongEndpoint = await t.request("POST", "/api/webhooks/stripe-connect", {
      body: JSON.stringify(completed),
      headers: {
        "stripe-signature": (await import("../../../../tests/support/fake-stripe")).sign(
          completed,
          WEBHOOK_SECRETS.platform,
        ).header,
      },
    });
    const missing = await t.request("POST", "/api/webhooks/stripe", { body: JSON.stringify(completed) });
    for (const response of [forged, stale, wrongEndpoint, missing]) {
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe("invalid_signature");
    }
    const [stored] = await t.db
      .select({ n: count() })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, completed.id));
    expect(stored!.n).toBe(0);
    expect(await membershipWith(t, cookie, "coach_stripe")).toBeUndefined();

    // Within the 300 s tolerance it is taken.
    expect((await deliver(t, completed, { timestamp: Math.floor(Date.now() / 1000) - 250 })).status).toBe(200);
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({ tier: "pro", isActive: true });
    fake.takeEvents();
    void follower;
  });
});

describe("replays", () => {
  it("10 deliveries of the same payment make 1 ledger entry and 1 receipt", async () => {
    const { follower } = await stripeMember();
    const invoice = fake
      .renew((await subscriptionOf(follower.id)).subscriptionId)
      .find((event) => event.type === "invoice.paid")!;
    fake.takeEvents();
    const responses = [];
    for (let delivery = 0; delivery < 10; delivery++) responses.push(await deliver(t, invoice));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.json.duplicate)).toHaveLength(9);
    expect((await ledgerOf(follower.id)).map((entry) => entry.grossCents)).toEqual([1000, 1000]);
    const receipts = t.outbox
      .list()
      .filter((message) => message.to === follower.email && message.subject.startsWith("Receipt"));
    expect(receipts).toHaveLength(2);
  });
});

describe("checkout and its webhook, in either order", () => {
  it("redirect first: syncing the checkout by its id makes the membership active before any webhook", async () => {
    const { cookie } = await newFollower(t);
    const sessionId = await stripeCheckout(t, cookie, "coach_stripe", "pro");
    const events = fake.completeCheckout(sessionId);
    const sync = await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie });
    expect(sync.json).toEqual({ status: "complete", creator: { username: "coach_stripe" }, tier: "pro" });
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({
      tier: "pro",
      status: "active",
      isActive: true,
    });
    await deliverAll(t, events);
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({
      tier: "pro",
      status: "active",
      isActive: true,
    });
    fake.takeEvents();
  });

  it("webhook first: the membership is active when the follower comes back", async () => {
    const { cookie } = await newFollower(t);
    const sessionId = await stripeCheckout(t, cookie, "coach_stripe", "all_star");
    await deliverAll(t, fake.completeCheckout(sessionId));
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({ tier: "all_star", isActive: true });
    const sync = await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie });
    expect(sync.json.status).toBe("complete");
    fake.takeEvents();
  });

  it("a second checkout request after paying in another tab (no webhook yet) is refused and brings the payment in", async () => {
    const { cookie } = await newFollower(t);
    const sessionId = await stripeCheckout(t, cookie, "coach_stripe", "pro");
    fake.completeCheckout(sessionId);
    const again = await t.request("POST", "/api/billing/checkout", {
      cookie,
      body: { creator: "coach_stripe", tier: "pro" },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("already_subscribed");
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({ tier: "pro", isActive: true });
    fake.takeEvents();
  });

  it("sends the destination charge's 70% to the creator's connected account", async () => {
    const { subscriptionId } = await stripeMember();
    expect(fake.peek("subscriptions", subscriptionId).transfer_data).toMatchObject({ amount_percent: 70 });
  });
});

/**
 * The platform endpoint's events in a generated order (Fisher-Yates with the generated randoms),
 * then some of them delivered twice.
 */
describe("any arrival order converges", () => {
  type Scenario = {
    name: string;
    /** The checkout starts a 7-day trial. */
    trial?: boolean;
    steps: (subscriptionId: string) => void;
    expected: Record<string, unknown> | undefined;
    payments: number;
  };
  const scenarios: Scenario[] = [
    { name: "paid", steps: () => {}, expected: { tier: "pro", status: "active", isActive: true }, payments: 1 },
    { name: "renewed", steps: (id) => fake.renew(id), expected: { tier: "pro", status: "active" }, payments: 2 },
    {
      name: "renewal failed",
      steps: (id) => (fake.setCard(id, "declined"), fake.renew(id)),
      expected: { tier: "pro", status: "past_due", isActive: true },
      payments: 1,
    },
    {
      name: "retries ran out",
      steps: (id) => (fake.setCard(id, "declined"), fake.renew(id), fake.retryPayment(id), fake.giveUp(id)),
      expected: { tier: "rookie", status: "active", renewsAt: null },
      payments: 1,
    },
    {
      name: "recovered",
      steps: (id) => (fake.setCard(id, "declined"), fake.renew(id), fake.setCard(id, "visa"), fake.retryPayment(id)),
      expected: { tier: "pro", status: "active" },
      payments: 2,
    },
    {
      name: "cancelled, period over",
      steps: (id) => (fake.cancelFromPortal(id), fake.endPeriod(id)),
      expected: { tier: "rookie" },
      payments: 1,
    },
    {
      name: "cancelled, still paid",
      steps: (id) => fake.cancelFromPortal(id),
      expected: { tier: "pro", cancelAtPeriodEnd: true, isActive: true },
      payments: 1,
    },
    {
      name: "trialing",
      trial: true,
      steps: () => {},
      expected: { tier: "pro", status: "active", isActive: true, trialEndsAt: expect.any(String) },
      payments: 0,
    },
    {
      name: "trial converted",
      trial: true,
      steps: (id) => fake.renew(id),
      expected: { tier: "pro", status: "active", trialEndsAt: null },
      payments: 1,
    },
    {
      name: "trial's first charge refused",
      trial: true,
      steps: (id) => (fake.setCard(id, "declined"), fake.renew(id)),
      expected: { tier: "pro", status: "past_due", isActive: true, trialEndsAt: null },
      payments: 0,
    },
    {
      name: "trial cancelled, ended",
      trial: true,
      steps: (id) => (fake.cancelFromPortal(id), fake.endPeriod(id)),
      expected: { tier: "rookie", trialEndsAt: null },
      payments: 0,
    },
  ];

  it("100 shuffled (and partly replayed) orders of a subscription's events all end in the same membership and ledger", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...scenarios),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (scenario, randoms, replays) => {
          const { follower, cookie } = await newFollower(t);
          const creatorName = scenario.trial ? "coach_trials" : "coach_stripe";
          const sessionId = await stripeCheckout(t, cookie, creatorName, "pro");
          fake.completeCheckout(sessionId);
          scenario.steps(fake.peek("checkout/sessions", sessionId).subscription as string);
          for (const event of shuffled(fake.takeEvents(), randoms, replays))
            expect((await deliver(t, event)).status).toBe(200);

          const membership = await membershipWith(t, cookie, creatorName);
          expect(membership, scenario.name).toMatchObject(scenario.expected!);
          const payments = (await ledgerOf(follower.id)).filter((entry) => entry.kind === "payment");
          expect(payments, scenario.name).toHaveLength(scenario.payments);
        },
      ),
      { numRuns: 100 },
    );
  }, 240_000);
});

describe("a tip's or a pay-per-view post's events in any arrival order converge", () => {
  type TipScenario = {
    name: string;
    /** What happens after the checkout: the payment intent's later life. */
    steps: (paymentIntentId: string) => void;
    /** The ledger's entries for the tip: gross, creator's and platform's cents, summed. */
    ledger: { grossCents: number; creatorNetCents: number; platformFeeCents: number };
  };
  const scenarios: TipScenario[] = [
    { name: "paid", steps: () => {}, ledger: { grossCents: 1001, creatorNetCents: 701, platformFeeCents: 300 } },
    {
      name: "partly refunded",
      steps: (id) => fake.refund(id, 333),
      ledger: { grossCents: 668, creatorNetCents: 468, platformFeeCents: 200 },
    },
    {
      name: "refunded in two parts",
      steps: (id) => (fake.refund(id, 500), fake.refund(id, 501)),
      ledger: { grossCents: 0, creatorNetCents: 0, platformFeeCents: 0 },
    },
    {
      name: "disputed and lost",
      steps: (id) => {
        const dispute = fake.dispute(id).find((event) => event.type === "charge.dispute.created")!;
        fake.closeDispute((dispute.data.object as { id: string }).id, "lost");
      },
      ledger: { grossCents: 0, creatorNetCents: 0, platformFeeCents: 0 },
    },
    {
      name: "disputed and won",
      steps: (id) => {
        const dispute = fake.dispute(id).find((event) => event.type === "charge.dispute.created")!;
        fake.closeDispute((dispute.data.object as { id: string }).id, "won");
      },
      ledger: { grossCents: 1001, creatorNetCents: 701, platformFeeCents: 300 },
    },
  ];

  it("100 shuffled (and partly replayed) orders of a tip's or a post's events: paid once, and every refund and dispute split 70/30 to the cent", async () => {
    // A post sold at the tip's amount: the same one-off payment, bought instead of given.
    const soldPost = await t.request("POST", "/api/posts", {
      cookie: creatorCookie,
      body: { title: "Sold in any order", type: "text", requiredTier: "all_star", unlockPriceCents: 1001 },
    });
    expect(soldPost.status, soldPost.text).toBe(201);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...scenarios),
        fc.constantFrom("tip" as const, "post" as const),
        fc.boolean(),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (scenario, kind, declinedFirst, randoms, replays) => {
          const { follower, cookie } = await newFollower(t);
          const started =
            kind === "tip"
              ? await t.request("POST", "/api/tips", {
                  cookie,
                  body: { creator: "coach_stripe", amountCents: 1001, note: "For the plan", place: "profile" },
                })
              : await t.request("POST", `/api/posts/${soldPost.json.id}/unlock`, { cookie });
          expect(started.status, started.text).toBe(200);
          const [purchase] = await t.db.select().from(purchases).where(eq(purchases.followerId, follower.id));
          if (declinedFirst) fake.completeCheckout(purchase!.sessionId, { card: "declined" });
          fake.completeCheckout(purchase!.sessionId);
          const paymentIntentId = fake.peek("checkout/sessions", purchase!.sessionId).payment_intent as string;
          scenario.steps(paymentIntentId);
          for (const event of shuffled(fake.takeEvents(), randoms, replays))
            expect((await deliver(t, event)).status).toBe(200);

          const [paid] = await t.db.select().from(purchases).where(eq(purchases.followerId, follower.id));
          // A post whose money all went back opens nothing any more; a tip stays a tip.
          const status = kind === "post" && scenario.ledger.grossCents === 0 ? "refunded" : "paid";
          expect(paid, scenario.name).toMatchObject({ status, paymentId: paymentIntentId, amountCents: 1001 });
          const entries = await ledgerOf(follower.id);
          expect(
            entries.filter((entry) => entry.kind === "payment"),
            scenario.name,
          ).toHaveLength(1);
          expect(entries.every((entry) => entry.source === kind && entry.creatorId === creator.id)).toBe(true);
          const sum = (pick: (entry: (typeof entries)[number]) => number) =>
            entries.reduce((total, entry) => total + pick(entry), 0);
          expect(
            {
              grossCents: sum((entry) => entry.grossCents),
              creatorNetCents: sum((entry) => entry.creatorNetCents),
              platformFeeCents: sum((entry) => entry.platformFeeCents),
            },
            scenario.name,
          ).toEqual(scenario.ledger);
          // The creator is told once, however often the payment's events came.
          const told = await t.request("GET", "/api/notifications", { cookie: creatorCookie });
          const noticeType = kind === "tip" ? "tip_received" : "post_purchased";
          const aboutThis = told.json.notifications.filter(
            (notification: { type: string; data: { follower?: { username: string } } }) =>
              notification.type === noticeType && notification.data.follower?.username === follower.username,
          );
          expect(aboutThis).toHaveLength(1);
        },
      ),
      { numRuns: 100 },
    );
  }, 240_000);

  it("asks Stripe for the platform's 30% as the application fee, the rest to the creator's account", async () => {
    const { cookie } = await newFollower(t);
    const started = await t.request("POST", "/api/tips", {
      cookie,
      body: { creator: "coach_stripe", amountCents: 999, place: "profile" },
    });
    const [tip] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.sessionId, started.json.url.split("/").at(-1)!.split("#")[0]!));
    fake.completeCheckout(tip!.sessionId);
    const paymentIntent = fake.peek(
      "payment_intents",
      fake.peek("checkout/sessions", tip!.sessionId).payment_intent as string,
    );
    expect(paymentIntent).toMatchObject({ amount: 999, application_fee_amount: 300 });
    expect(paymentIntent.transfer_data).toMatchObject({ destination: expect.stringMatching(/^acct_/) });
    await deliverAll(t, fake.takeEvents());
  });
});

describe("a pay-per-view post bought on Stripe", () => {
  it("opens on payment, stays open after a partial refund, and closes once all the money went back", async () => {
    const post = await t.request("POST", "/api/posts", {
      cookie: creatorCookie,
      body: { title: "Sold on Stripe", type: "text", requiredTier: "all_star", unlockPriceCents: 800 },
    });
    const { follower, cookie } = await newFollower(t);
    const started = await t.request("POST", `/api/posts/${post.json.id}/unlock`, { cookie });
    expect(started.status, started.text).toBe(200);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.followerId, follower.id));
    fake.completeCheckout(purchase!.sessionId);
    await deliverAll(t, fake.takeEvents());
    const isLocked = async () => (await t.request("GET", `/api/posts/${post.json.id}`, { cookie })).json.isLocked;
    expect(await isLocked()).toBe(false);
    const paymentIntentId = fake.peek("checkout/sessions", purchase!.sessionId).payment_intent as string;

    await deliverAll(t, (fake.refund(paymentIntentId, 300), fake.takeEvents()));
    expect(await isLocked()).toBe(false);
    await deliverAll(t, (fake.refund(paymentIntentId, 500), fake.takeEvents()));
    expect(await isLocked()).toBe(true);
    const entries = await ledgerOf(follower.id);
    expect(entries.map((entry) => [entry.kind, entry.source, entry.grossCents]).sort()).toEqual(
      [
        ["payment", "post", 800],
        ["refund", "post", -300],
        ["refund", "post", -500],
      ].sort(),
    );
    expect(entries.reduce((total, entry) => total + entry.creatorNetCents, 0)).toBe(0);
  });
});

describe("plan changes on Stripe", () => {
  it("upgrades at once with the prorated invoice in the ledger; a refused card changes nothing", async () => {
    const { follower, cookie, subscriptionId } = await stripeMember();
    fake.advance(15 * 86_400);
    const upgrade = await t.request("PATCH", "/api/me/memberships/coach_stripe", {
      cookie,
      body: { tier: "all_star" },
    });
    expect(upgrade.status, upgrade.text).toBe(200);
    expect(upgrade.json.membership).toMatchObject({ tier: "all_star", isActive: true });
    // The first month of PRO, then (30.00 - 10.00) for the 13 to 16 days left of a 28 to 31 day month.
    const charged = (await ledgerOf(follower.id))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map((entry) => entry.grossCents);
    expect(charged[0]).toBe(1000);
    expect(charged[1]).toBeGreaterThanOrEqual(Math.floor((2000 * 13) / 31));
    expect(charged[1]).toBeLessThanOrEqual(Math.ceil((2000 * 16) / 28));
    await deliverAll(t, fake.takeEvents());
    expect(await ledgerOf(follower.id)).toHaveLength(2);

    const other = await stripeMember();
    await deliverAll(t, fake.setCard(other.subscriptionId, "declined"));
    const refused = await t.request("PATCH", "/api/me/memberships/coach_stripe", {
      cookie: other.cookie,
      body: { tier: "all_star" },
    });
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe("card_declined");
    expect(await membershipWith(t, other.cookie, "coach_stripe")).toMatchObject({ tier: "pro" });
    expect(fake.peek("subscriptions", other.subscriptionId).items.data[0]!.price.unit_amount).toBe(1000);
    void subscriptionId;
  });

  it("downgrades at the period end through a subscription schedule, then bills PRO", async () => {
    const { follower, cookie, subscriptionId } = await stripeMember("all_star");
    const response = await t.request("PATCH", "/api/me/memberships/coach_stripe", { cookie, body: { tier: "pro" } });
    expect(response.json.membership).toMatchObject({ tier: "all_star", scheduledTier: "pro" });
    await deliverAll(t, fake.takeEvents());
    await deliverAll(t, fake.renew(subscriptionId));
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({
      tier: "pro",
      scheduledTier: null,
      isActive: true,
    });
    expect((await ledgerOf(follower.id)).map((entry) => entry.grossCents).sort()).toEqual([1000, 3000]);
  });

  it("cancels at the period end, resumes, and refuses a downgrade while a cancellation is pending", async () => {
    const { cookie, subscriptionId } = await stripeMember("all_star");
    const canceled = await t.request("POST", "/api/me/memberships/coach_stripe/cancel", { cookie });
    expect(canceled.json.membership).toMatchObject({ cancelAtPeriodEnd: true, isActive: true });
    const downgrade = await t.request("PATCH", "/api/me/memberships/coach_stripe", { cookie, body: { tier: "pro" } });
    expect(downgrade.status).toBe(409);
    expect(downgrade.json.error.code).toBe("membership_canceling");
    const resumed = await t.request("POST", "/api/me/memberships/coach_stripe/resume", { cookie });
    expect(resumed.json.membership).toMatchObject({ cancelAtPeriodEnd: false });
    expect(fake.peek("subscriptions", subscriptionId).cancel_at_period_end).toBe(false);
    await deliverAll(t, fake.takeEvents());
  });

  it("pauses for a month: the renewal is voided and the member a free follower, then the next one bills PRO", async () => {
    const { follower, cookie, subscriptionId } = await stripeMember();
    const paused = await t.request("POST", "/api/me/memberships/coach_stripe/pause", { cookie, body: { months: 1 } });
    expect(paused.json.membership).toMatchObject({ tier: "pro", pause: { phase: "scheduled", tier: "pro" } });
    expect(fake.peek("subscriptions", subscriptionId).pause_collection).toMatchObject({ behavior: "void" });
    await deliverAll(t, fake.takeEvents());

    await deliverAll(t, fake.renew(subscriptionId));
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({
      tier: "rookie",
      isActive: true,
      pause: { phase: "paused", tier: "pro" },
    });
    expect((await ledgerOf(follower.id)).map((entry) => entry.grossCents)).toEqual([1000]);

    await deliverAll(t, fake.renew(subscriptionId));
    expect(await membershipWith(t, cookie, "coach_stripe")).toMatchObject({
      tier: "pro",
      status: "active",
      pause: null,
    });
    expect((await ledgerOf(follower.id)).map((entry) => entry.grossCents)).toEqual([1000, 1000]);
    const [pause] = await t.db.select().from(membershipPauses).where(eq(membershipPauses.followerId, follower.id));
    expect(pause!.resumedAt).not.toBeNull();
  });

  it("opens the Stripe customer portal for the follower's own customer", async () => {
    const { follower, cookie } = await stripeMember();
    const portal = await t.request("POST", "/api/billing/portal", { cookie });
    expect(portal.json.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const request = fake.requests.findLast((entry) => entry.path === "/v1/billing_portal/sessions")!;
    expect(request.params.customer).toBe((await subscriptionOf(follower.id)).customerId);
    expect(request.params.return_url).toBe("http://localhost:3000/dashboard/follower/settings");
  });
});

describe("an offer on Stripe", () => {
  it("redeems a code through Checkout: one redemption, discounted invoices in the ledger with the offer, replays count nothing twice", async () => {
    const made = await t.request("POST", "/api/me/offers", {
      cookie: creatorCookie,
      body: {
        purpose: "code",
        code: "STRIPE40",
        tier: "pro",
        discount: { type: "percent", percentOff: 40 },
        months: 2,
      },
    });
    expect(made.status, made.text).toBe(201);
    const offerId = made.json.offer.id as string;
    const { follower, cookie } = await newFollower(t);
    const checkout = await t.request("POST", "/api/billing/checkout", {
      cookie,
      body: { creator: "coach_stripe", tier: "pro", offer: "stripe40" },
    });
    expect(checkout.status, checkout.text).toBe(200);
    const [session] = await t.db
      .select({ sessionId: checkoutSessions.sessionId, offerId: checkoutSessions.offerId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.url, checkout.json.url));
    expect(session!.offerId).toBe(offerId);
    // Our code, Stripe's coupon: made for the tier's product, put on the Checkout session.
    const couponRequest = fake.requests.findLast((entry) => entry.path === "/v1/coupons")!;
    expect(couponRequest.params).toMatchObject({ percent_off: "40", duration: "repeating", duration_in_months: "2" });
    expect(couponRequest.idempotencyKey).toMatch(new RegExp(`^offer-${offerId}-prod_`));
    const [coupon] = await t.db.select().from(offerCoupons).where(eq(offerCoupons.offerId, offerId));
    const sessionRequest = fake.requests.findLast((entry) => entry.path === "/v1/checkout/sessions")!;
    expect(sessionRequest.params.discounts).toEqual([{ coupon: coupon!.couponId }]);

    const events = fake.completeCheckout(session!.sessionId);
    await deliverAll(t, events);
    const { subscriptionId } = await subscriptionOf(follower.id);
    const firstInvoice = fake.peek("subscriptions", subscriptionId).latest_invoice as string;
    const later = [...fake.renew(subscriptionId), ...fake.renew(subscriptionId), ...fake.refund(firstInvoice, 200)];
    await deliverAll(t, later);
    // Every event again, in reverse: nothing is counted twice.
    for (const event of [...events, ...later].reverse()) expect((await deliver(t, event)).status).toBe(200);

    const entries = await ledgerOf(follower.id);
    expect(entries.map((entry) => [entry.kind, entry.grossCents, entry.offerId]).sort()).toEqual(
      [
        ["payment", 600, offerId],
        ["payment", 600, offerId],
        ["payment", 1000, null],
        ["refund", -200, offerId],
      ].sort(),
    );
    expect(entries.find((entry) => entry.kind === "refund")).toMatchObject({
      creatorNetCents: -140,
      platformFeeCents: -60,
    });
    const redemptions = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offerId));
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({ followerId: follower.id, subscriptionId, provider: "stripe" });
    const [offer] = await t.db.select({ redemptions: offers.redemptions }).from(offers).where(eq(offers.id, offerId));
    expect(offer!.redemptions).toBe(1);
    expect(await subscriptionOf(follower.id)).toMatchObject({ offerId });
  });
});

describe("the retention offer on Stripe", () => {
  it("puts the coupon on the subscription from the next invoice and resumes a cancellation", async () => {
    const made = await t.request("POST", "/api/me/offers", {
      cookie: creatorCookie,
      body: { purpose: "retention", tier: "pro", discount: { type: "percent", percentOff: 25 }, months: 1 },
    });
    expect(made.status, made.text).toBe(201);
    const offerId = made.json.offer.id as string;
    const { follower, cookie, subscriptionId } = await stripeMember();
    // Ten days into the paid month: the month after it starts within the offer's one month.
    await deliverAll(t, fake.advance(10 * 86_400));
    await t.request("POST", "/api/me/memberships/coach_stripe/cancel", { cookie, body: {} });
    const taken = await t.request("POST", "/api/me/memberships/coach_stripe/retention-offer", { cookie });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json.membership).toMatchObject({
      cancelAtPeriodEnd: false,
      discount: { discount: { type: "percent", percentOff: 25 } },
      retentionOffer: null,
    });
    expect(fake.peek("subscriptions", subscriptionId).cancel_at_period_end).toBe(false);
    const events = [...fake.takeEvents(), ...fake.renew(subscriptionId), ...fake.renew(subscriptionId)];
    await deliverAll(t, events);
    await deliverAll(t, events);
    const payments = (await ledgerOf(follower.id)).filter((entry) => entry.kind === "payment");
    expect(payments.map((entry) => [entry.grossCents, entry.offerId]).sort()).toEqual(
      [
        [1000, null],
        [750, offerId],
        [1000, null],
      ].sort(),
    );
    const redemptions = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offerId));
    expect(redemptions).toHaveLength(1);
  });
});

describe("refunds and disputes", () => {
  it("enter the ledger as negative entries split 70/30, and a won dispute gives the money back", async () => {
    const { follower, subscriptionId } = await stripeMember();
    const invoiceId = fake.peek("subscriptions", subscriptionId).latest_invoice as string;
    await deliverAll(t, fake.refund(invoiceId, 400));
    const refund = (await ledgerOf(follower.id)).find((entry) => entry.kind === "refund");
    expect(refund).toMatchObject({
      grossCents: -400,
      creatorNetCents: -280,
      platformFeeCents: -120,
      creatorId: creator.id,
    });

    const disputeEvents = fake.dispute(invoiceId);
    await deliverAll(t, disputeEvents);
    const disputeId = (disputeEvents[0]!.data.object as { id: string }).id;
    await deliverAll(t, fake.closeDispute(disputeId, "won"));
    const kinds = (await ledgerOf(follower.id)).map((entry) => [entry.kind, entry.grossCents]).sort();
    expect(kinds).toEqual([
      ["dispute", -1000],
      ["dispute_won", 1000],
      ["payment", 1000],
      ["refund", -400],
    ]);
    // The creator's card sums this calendar month's entries (the fake's clock may have run ahead).
    const metrics = await t.request("GET", "/api/dashboards/influencer", { cookie: creatorCookie });
    const monthStart = startOfMonth();
    const thisMonth = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.creatorId, creator.id))).filter(
      (entry) =>
        entry.occurredAt.getUTCFullYear() === monthStart.getUTCFullYear() &&
        entry.occurredAt.getUTCMonth() === monthStart.getUTCMonth(),
    );
    expect(thisMonth.length).toBeGreaterThan(0);
    expect(metrics.json.monthlyRevenue).toEqual({
      grossCents: thisMonth.reduce((total, entry) => total + entry.grossCents, 0),
      platformFeeCents: thisMonth.reduce((total, entry) => total + entry.platformFeeCents, 0),
      netCents: thisMonth.reduce((total, entry) => total + entry.creatorNetCents, 0),
    });
  });
});

describe("refunds of an odd price", () => {
  it("take back exactly the creator's share of the payment, however the refunds are cut", async () => {
    // 70% of 815 cents is 570.5: the payment gives the creator 571, so the refunds take back 571.
    const odd = await createCreator(t, { username: "coach_odd", proPriceCents: 815 });
    await connectStripePayouts(t, fake, odd.id, await signIn(t, odd));
    fake.takeEvents();
    const invoices: { followerId: string; invoiceId: string }[] = [];
    for (let index = 0; index < 2; index++) {
      const { follower, cookie } = await newFollower(t);
      fake.completeCheckout(await stripeCheckout(t, cookie, "coach_odd", "pro"));
      await deliverAll(t, fake.takeEvents());
      invoices.push({
        followerId: follower.id,
        invoiceId: fake.peek("subscriptions", (await subscriptionOf(follower.id)).subscriptionId)
          .latest_invoice as string,
      });
    }
    const [whole, inParts] = invoices as [(typeof invoices)[number], (typeof invoices)[number]];
    await deliverAll(t, fake.refund(whole.invoiceId));
    for (const cents of [405, 5, 405]) await deliverAll(t, fake.refund(inParts.invoiceId, cents));

    for (const { followerId } of [whole, inParts]) {
      const entries = await ledgerOf(followerId);
      expect(entries.find((entry) => entry.kind === "payment")).toMatchObject({
        grossCents: 815,
        creatorNetCents: 571,
        platformFeeCents: 244,
      });
      const refunds = entries.filter((entry) => entry.kind === "refund");
      expect(refunds.reduce((total, entry) => total + entry.creatorNetCents, 0)).toBe(-571);
      expect(refunds.reduce((total, entry) => total + entry.platformFeeCents, 0)).toBe(-244);
    }
  });
});

describe("payout accounts", () => {
  it("follow Connect events: pending after creation, verified, then restricted; checkout waits for verified", async () => {
    const other = await createCreator(t, { username: "coach_pending" });
    const cookie = await signIn(t, other);
    const link = await t.request("POST", "/api/me/payout-account/link", { cookie });
    expect(link.json.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect((await t.request("GET", "/api/me/payout-account", { cookie })).json.status).toBe("pending");
    const { cookie: fan } = await newFollower(t);
    expect(
      (
        await t.request("POST", "/api/billing/checkout", {
          cookie: fan,
          body: { creator: "coach_pending", tier: "pro" },
        })
      ).json.error.code,
    ).toBe("payouts_not_ready");

    const accountId = fake.requests.findLast((entry) => entry.path === "/v1/account_links")!.params.account as string;
    await deliverAll(t, fake.updateAccount(accountId, "verified"));
    expect((await t.request("GET", "/api/me/payout-account", { cookie })).json).toMatchObject({
      status: "verified",
      country: "US",
    });
    await deliverAll(t, fake.updateAccount(accountId, "restricted"));
    expect((await t.request("GET", "/api/me/payout-account", { cookie })).json.status).toBe("restricted");
    fake.takeEvents();
  });
});
