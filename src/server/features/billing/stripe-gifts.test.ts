// Gift memberships on Stripe, through the app's HTTP API and its webhook endpoint against the fake
// Stripe server: a gift's events in any order (paid, refunded by its buyer, disputed) end in one
// payment and a ledger split 70/30 to the cent, with one email; a gift redeemed on top of a Stripe
// subscription moves its next charge by `trial_end`, which is not taken for a free trial.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../../../domain/calendar-months";
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
} from "../../../../tests/support/stripe-app";
import type { TestApp } from "../../../../tests/support/test-app";
import { gifts, ledgerEntries, subscriptions } from "../../db/schema";

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
let creator: Awaited<ReturnType<typeof createCreator>>;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  creator = await createCreator(t, { username: "coach_gift_stripe", proPriceCents: 1001, allStarPriceCents: 3000 });
  await connectStripePayouts(t, fake, creator.id, await signIn(t, creator));
  fake.takeEvents();
});
afterAll(() => close());

const ledgerOf = (buyerId: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.followerId, buyerId));

async function startGift(cookie: string, recipientEmail: string, months = 3) {
  const started = await t.request("POST", "/api/gifts", {
    cookie,
    body: { creator: "coach_gift_stripe", tier: "pro", months, recipientEmail },
  });
  expect(started.status, started.text).toBe(200);
  const [gift] = await t.db.select().from(gifts).where(eq(gifts.recipientEmail, recipientEmail));
  return gift!;
}

describe("a gift's events in any arrival order converge", () => {
  type GiftScenario = {
    name: string;
    /** After the checkout: what the buyer or the bank does. */
    steps: (gift: { id: string; sessionId: string }, cookie: string, paymentIntentId: string) => Promise<void>;
    status: "paid" | "refunded";
    ledger: { grossCents: number; creatorNetCents: number; platformFeeCents: number };
  };
  const paidLedger = { grossCents: 3003, creatorNetCents: 2102, platformFeeCents: 901 };
  const nothing = { grossCents: 0, creatorNetCents: 0, platformFeeCents: 0 };
  const scenarios: GiftScenario[] = [
    { name: "paid", steps: async () => {}, status: "paid", ledger: paidLedger },
    {
      name: "refunded by its buyer",
      steps: async (gift, cookie) => {
        // The buyer came back from checkout (the payment synced), then took the gift back.
        await t.request("POST", `/api/gifts/${gift.sessionId}/sync`, { cookie });
        const refund = await t.request("POST", `/api/me/gifts/${gift.id}/refund`, { cookie });
        expect(refund.status, refund.text).toBe(200);
      },
      status: "refunded",
      ledger: nothing,
    },
    {
      name: "disputed and lost",
      steps: async (_gift, _cookie, paymentIntentId) => {
        const dispute = fake.dispute(paymentIntentId).find((event) => event.type === "charge.dispute.created")!;
        fake.closeDispute((dispute.data.object as { id: string }).id, "lost");
      },
      status: "paid",
      ledger: nothing,
    },
  ];

  it("100 shuffled (and partly replayed) orders of a gift's events: paid once, emailed once, refunds and disputes split 70/30 to the cent", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...scenarios),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (scenario, randoms, replays) => {
          const { follower, cookie } = await newFollower(t);
          const recipientEmail = `gift-${crypto.randomUUID()}@example.com`;
          const gift = await startGift(cookie, recipientEmail);
          fake.completeCheckout(gift.sessionId);
          const paymentIntentId = fake.peek("checkout/sessions", gift.sessionId).payment_intent as string;
          await scenario.steps(gift, cookie, paymentIntentId);
          for (const event of shuffled(fake.takeEvents(), randoms, replays))
            expect((await deliver(t, event)).status).toBe(200);

          const [after] = await t.db.select().from(gifts).where(eq(gifts.id, gift.id));
          expect(after, scenario.name).toMatchObject({ status: scenario.status, paymentId: paymentIntentId });
          const entries = await ledgerOf(follower.id);
          expect(entries.filter((entry) => entry.kind === "payment")).toHaveLength(1);
          expect(entries.every((entry) => entry.source === "gift" && entry.creatorId === creator.id)).toBe(true);
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
          expect(t.outbox.list().filter((message) => message.to === recipientEmail)).toHaveLength(1);
        },
      ),
      { numRuns: 100 },
    );
  }, 240_000);

  it("asks Stripe for the platform's 30% as the application fee, and a refund that takes back the fee and the transfer", async () => {
    const { cookie } = await newFollower(t);
    const gift = await startGift(cookie, "fee-check@example.com", 1);
    fake.completeCheckout(gift.sessionId);
    const paymentIntentId = fake.peek("checkout/sessions", gift.sessionId).payment_intent as string;
    expect(fake.peek("payment_intents", paymentIntentId)).toMatchObject({ amount: 1001, application_fee_amount: 300 });
    await deliverAll(t, fake.takeEvents());
    const refund = await t.request("POST", `/api/me/gifts/${gift.id}/refund`, { cookie });
    expect(refund.status, refund.text).toBe(200);
    expect(fake.requests.findLast((entry) => entry.path === "/v1/refunds")?.params).toMatchObject({
      payment_intent: paymentIntentId,
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    await deliverAll(t, fake.takeEvents());
  });
});

describe("a gift on top of a Stripe subscription", () => {
  it("moves the next charge by trial_end without counting a trial, then bills at the price", async () => {
    const { follower, cookie } = await newFollower(t);
    const sessionId = await stripeCheckout(t, cookie, "coach_gift_stripe", "pro");
    fake.completeCheckout(sessionId);
    await deliverAll(t, fake.takeEvents());
    const paidUntil = (await membershipWith(t, cookie, "coach_gift_stripe")).renewsAt as string;

    const buyer = await newFollower(t);
    const gift = await startGift(buyer.cookie, "on-top@example.com", 1);
    fake.completeCheckout(gift.sessionId);
    await deliverAll(t, fake.takeEvents());
    const redeemed = await t.request("POST", `/api/gifts/redeem/${t.deps.giftTokens.sign(gift.id)}`, { cookie });
    expect(redeemed.status, redeemed.text).toBe(200);
    const giftedUntil = addMonths(new Date(paidUntil), 1);
    expect(redeemed.json).toMatchObject({ endsAt: giftedUntil.toISOString(), extendedPaidMembership: true });

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    const update = fake.requests.findLast(
      (entry) => entry.path === `/v1/subscriptions/${row!.subscriptionId}` && "trial_end" in entry.params,
    );
    expect(update?.params).toMatchObject({
      trial_end: String(Math.floor(giftedUntil.getTime() / 1000)),
      proration_behavior: "none",
    });
    await deliverAll(t, fake.takeEvents());
    const [synced] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    expect(synced).toMatchObject({ status: "trialing", trialStartedAt: null, trialEndsAt: null });
    expect(synced!.giftedUntil?.toISOString()).toBe(giftedUntil.toISOString());
    expect(await membershipWith(t, cookie, "coach_gift_stripe")).toMatchObject({
      tier: "pro",
      renewsAt: giftedUntil.toISOString(),
      giftEndsAt: giftedUntil.toISOString(),
      trialEndsAt: null,
    });

    await deliverAll(t, fake.renew(row!.subscriptionId));
    const payments = (await ledgerOf(follower.id)).filter((entry) => entry.kind === "payment");
    expect(payments.map((entry) => entry.grossCents)).toEqual([1001, 1001]);
    expect(await membershipWith(t, cookie, "coach_gift_stripe")).toMatchObject({ tier: "pro", giftEndsAt: null });
  });
});
