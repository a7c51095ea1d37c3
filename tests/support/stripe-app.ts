// The whole app with Stripe as its payment provider, pointed at the fake Stripe server, and
// helpers to deliver the fake's events to the app's webhook endpoints, signed as Stripe signs.
import type Stripe from "stripe";
import { expect } from "vitest";
import { checkoutSessions, payoutAccounts } from "../../src/server/db/schema";
import { eq } from "drizzle-orm";
import { sign, startFakeStripe, type FakeStripe } from "./fake-stripe";
import { createTestApp, type TestApp } from "./test-app";

export const WEBHOOK_SECRETS = { platform: "whsec_platform_app_secret", connect: "whsec_connect_app_secret" } as const;

export async function createStripeTestApp() {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_fakestripe",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRETS.platform,
      STRIPE_CONNECT_WEBHOOK_SECRET: WEBHOOK_SECRETS.connect,
      STRIPE_API_BASE: fake.url,
    },
  });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}

/** Connect events (they name an account) go to the Connect endpoint, the rest to the platform's. */
export async function deliver(t: TestApp, event: Stripe.Event, options: { timestamp?: number; secret?: string } = {}) {
  const endpoint = event.account ? "connect" : "platform";
  const { payload, header } = sign(event, options.secret ?? WEBHOOK_SECRETS[endpoint], options);
  return t.request("POST", endpoint === "connect" ? "/api/webhooks/stripe-connect" : "/api/webhooks/stripe", {
    body: payload,
    headers: { "stripe-signature": header },
  });
}

export async function deliverAll(t: TestApp, events: Stripe.Event[]) {
  for (const event of events) {
    const response = await deliver(t, event);
    expect(response.status, `${event.type}: ${response.text}`).toBe(200);
  }
}

/** A creator's payouts connected through the API, verified by Stripe, told by webhook. */
export async function connectStripePayouts(t: TestApp, fake: FakeStripe, creatorId: string, creatorCookie: string) {
  const link = await t.request("POST", "/api/me/payout-account/link", { cookie: creatorCookie });
  expect(link.status, link.text).toBe(200);
  const [account] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorId, creatorId));
  await deliverAll(t, fake.updateAccount(account!.accountId, "verified"));
  return account!.accountId;
}

/** Starts a checkout through the API and answers the Stripe session id. */
export async function stripeCheckout(t: TestApp, cookie: string, creator: string, tier: "pro" | "all_star") {
  const response = await t.request("POST", "/api/billing/checkout", { cookie, body: { creator, tier } });
  expect(response.status, response.text).toBe(200);
  const [session] = await t.db
    .select({ sessionId: checkoutSessions.sessionId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.url, response.json.url));
  return session!.sessionId;
}

/**
 * The platform's events in the order the given randoms shuffle them (Fisher-Yates), then some of
 * them again: Stripe retries and reorders deliveries. Connected accounts' events are left out.
 */
export function shuffled<Event extends { account?: string }>(
  all: Event[],
  randoms: Iterable<number>,
  replays: number[],
) {
  const events = all.filter((event) => !event.account);
  const order = [...events];
  const draw = randoms[Symbol.iterator]();
  for (let index = order.length - 1; index > 0; index--) {
    const swap = draw.next().value! % (index + 1);
    [order[index], order[swap]] = [order[swap]!, order[index]!];
  }
  for (const replay of replays) order.push(events[replay % events.length]!);
  return order;
}
