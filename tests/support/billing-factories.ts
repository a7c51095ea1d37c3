// Paid memberships the way users make them, through the HTTP API and the sandbox's own pages:
// creators connect payouts, followers pay a sandbox checkout.
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BillingInterval } from "../../src/domain/billing-intervals";
import type { PaidTier } from "../../src/domain/memberships";
import { ledgerEntries } from "../../src/server/db/schema";
import { createUser, signIn } from "./factories";
import type { TestApp } from "./test-app";

export const CARDS = {
  visa: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  failsRenewals: "4000000000000341",
} as const;

export const card = (cardNumber: string = CARDS.visa) => ({
  cardNumber,
  expiry: "12/34",
  cvc: "123",
  name: "Test Member",
});

/** A new follower account, signed in. */
export async function newFollower(t: TestApp) {
  const follower = await createUser(t, { role: "follower" });
  return { follower, cookie: await signIn(t, follower) };
}

/** The last path segment of a sandbox page URL: its secret id. */
export const pageId = (url: string) => new URL(url).pathname.split("/").at(-1)!;

/** A creator's payouts connected and verified through the sandbox onboarding page. */
export async function connectPayouts(t: TestApp, creatorCookie: string, accountNumber = "000123456789") {
  const link = await t.request("POST", "/api/me/payout-account/link", { cookie: creatorCookie });
  expect(link.status).toBe(200);
  const done = await t.request("POST", `/api/sandbox/onboarding/${pageId(link.json.url)}`, {
    body: { legalName: "Test Creator", routingNumber: "110000000", accountNumber },
  });
  expect(done.status).toBe(200);
  return done.json.redirectUrl as string;
}

/** A tier billed monthly, or a plan (a tier and its interval), perhaps with an offer's code. */
export type CheckoutPlan = PaidTier | { tier: PaidTier; interval?: BillingInterval; offer?: string };

/** Checkout for a tier or a plan (CheckoutPlan). */
export async function startCheckout(t: TestApp, cookie: string, creator: string, plan: CheckoutPlan) {
  const body = typeof plan === "string" ? { creator, tier: plan } : { creator, ...plan };
  return t.request("POST", "/api/billing/checkout", { cookie, body });
}

/** Checkout paid with the card; answers the checkout session id. */
export async function subscribe(
  t: TestApp,
  cookie: string,
  creator: string,
  plan: CheckoutPlan,
  cardNumber: string = CARDS.visa,
) {
  const checkout = await startCheckout(t, cookie, creator, plan);
  expect(checkout.status, checkout.text).toBe(200);
  const sessionId = pageId(checkout.json.url);
  const paid = await t.request("POST", `/api/sandbox/checkout/${sessionId}/pay`, { body: card(cardNumber) });
  expect(paid.status, paid.text).toBe(200);
  return sessionId;
}

export async function membershipWith(t: TestApp, cookie: string, creator: string) {
  const response = await t.request("GET", "/api/me/memberships", { cookie });
  return (response.json.memberships as { creator: { username: string } }[]).find(
    (membership) => membership.creator.username === creator,
  ) as any;
}

export async function advanceClock(t: TestApp, days: number) {
  const response = await t.request("POST", "/api/sandbox/clock/advance", { body: { days } });
  expect(response.status, response.text).toBe(200);
}

/** The follower's payments in the ledger, oldest first. */
export const paymentsBy = (t: TestApp, followerId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.followerId, followerId), eq(ledgerEntries.kind, "payment")))
    .orderBy(asc(ledgerEntries.occurredAt));
