// Paid memberships bought the quick way, through the API and the sandbox's card form, for
// journeys about what a membership allows rather than about buying one.
import { expect, type APIRequestContext } from "@playwright/test";

export type PaidTier = "pro" | "all_star";

/** The signed-in follower of `request` pays for `tier` with `creator` and holds it once the sync is done. */
export async function buyMembership(request: APIRequestContext, creator: string, tier: PaidTier) {
  const checkout = await request.post("/api/billing/checkout", { data: { creator, tier } });
  expect(checkout.ok(), `checkout for ${creator} · ${tier}`).toBe(true);
  const sessionId = new URL((await checkout.json()).url).pathname.split("/").at(-1);
  const paid = await request.post(`/api/sandbox/checkout/${sessionId}/pay`, {
    data: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Sam Member" },
  });
  expect(paid.ok(), "sandbox payment").toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/creators/${creator}`)).json()) as { viewer: { tier: string | null } }).viewer
          .tier,
    )
    .toBe(tier);
}

/** Sends a message through the API as the signed-in follower, as the profile's dialog does. */
export async function sendMessage(request: APIRequestContext, creator: string, body: string) {
  const response = await request.post(`/api/creators/${creator}/messages`, {
    data: { body, clientMessageId: crypto.randomUUID() },
  });
  expect(response.status(), `message to ${creator}`).toBe(201);
  return (await response.json()) as { conversationId: string };
}

/** Connects the signed-in creator's payouts through the sandbox, as its onboarding page does, so members can pay. */
export async function connectPayouts(request: APIRequestContext) {
  const link = await request.post("/api/me/payout-account/link");
  expect(link.ok()).toBe(true);
  const onboardingId = new URL((await link.json()).url).pathname.split("/").at(-1);
  const onboarded = await request.post(`/api/sandbox/onboarding/${onboardingId}`, {
    data: { legalName: "Nora Notice", routingNumber: "110000000", accountNumber: "000123456789" },
  });
  expect(onboarded.ok()).toBe(true);
  await expect
    .poll(
      async () => ((await (await request.post("/api/me/payout-account/refresh")).json()) as { status: string }).status,
    )
    .toBe("verified");
}
