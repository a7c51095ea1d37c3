// Who may touch which billing endpoint: visitors are asked to log in, the wrong role is refused,
// and nobody reads or changes another person's checkout, subscription, portal, invoices or
// payout account, whatever ids they send.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectPayouts,
  membershipWith,
  pageId,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
const cookies = {} as Record<"creator" | "otherCreator" | "alice" | "bob", string>;
let aliceEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t, { username: "coach_matrix" });
  const otherCreator = await createCreator(t, { username: "coach_other" });
  const alice = await createUser(t, { role: "follower" });
  const bob = await createUser(t, { role: "follower" });
  aliceEmail = alice.email;
  cookies.creator = await signIn(t, creator);
  cookies.otherCreator = await signIn(t, otherCreator);
  cookies.alice = await signIn(t, alice);
  cookies.bob = await signIn(t, bob);
  await connectPayouts(t, cookies.creator);
});
afterAll(() => t.close());

type Who = "visitor" | keyof typeof cookies;
const as = (who: Who) => (who === "visitor" ? undefined : cookies[who]);

const followerEndpoints: [method: string, path: string, body?: unknown][] = [
  ["POST", "/api/billing/checkout", { creator: "coach_matrix", tier: "pro" }],
  ["POST", "/api/billing/checkout/cs_sbx_whatever/sync"],
  ["POST", "/api/billing/portal"],
  ["PATCH", "/api/me/memberships/coach_matrix", { tier: "all_star" }],
  ["POST", "/api/me/memberships/coach_matrix/cancel"],
  ["POST", "/api/me/memberships/coach_matrix/resume"],
];
/** One-off payments: tips, a post bought, the return from their checkout. */
const oneOffEndpoints: [method: string, path: string, body?: unknown][] = [
  ["POST", "/api/tips", { creator: "coach_matrix", amountCents: 500, place: "profile" }],
  ["POST", "/api/posts/00000000-0000-4000-8000-000000000000/unlock"],
  ["POST", "/api/purchases/cs_sbx_whatever/sync"],
];
const creatorEndpoints: [method: string, path: string][] = [
  ["GET", "/api/me/tips"],
  ["GET", "/api/me/payout-account"],
  ["POST", "/api/me/payout-account/link"],
  ["POST", "/api/me/payout-account/refresh"],
];

describe("roles", () => {
  it.each([...followerEndpoints, ...oneOffEndpoints])(
    "%s %s: 401 for visitors, 403 for creators",
    async (method, path, body) => {
      const visitor = await t.request(method, path, { body: body ?? {} });
      expect(visitor.status).toBe(401);
      expect(visitor.json.error.code).toBe("unauthenticated");
      const creator = await t.request(method, path, { cookie: as("creator"), body: body ?? {} });
      expect(creator.status).toBe(403);
    },
  );

  it.each(creatorEndpoints)("%s %s: 401 for visitors, 403 for followers", async (method, path) => {
    const body = method === "GET" ? undefined : {};
    expect((await t.request(method, path, { body })).status).toBe(401);
    expect((await t.request(method, path, { cookie: as("alice"), body })).status).toBe(403);
  });
});

describe("nobody reaches another person's billing", () => {
  it("a checkout is synced only by the follower who started it", async () => {
    const sessionId = pageId((await startCheckout(t, cookies.alice, "coach_matrix", "pro")).json.url);
    const bob = await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie: cookies.bob });
    expect(bob.status).toBe(404);
    expect(bob.json.error.code).toBe("checkout_not_found");
    expect(
      (await t.request("POST", `/api/billing/checkout/${sessionId}/sync`, { cookie: cookies.alice })).json.status,
    ).toBe("open");
  });

  it("plan changes act on the caller's own membership only", async () => {
    await subscribe(t, cookies.alice, "coach_matrix", "all_star");
    // Bob names the same creator: he has no paid membership, so there is nothing of his to change.
    for (const [method, path, body] of followerEndpoints.slice(3)) {
      expect((await t.request(method, path, { cookie: cookies.bob, body: body ?? {} })).status).toBe(404);
    }
    expect(await membershipWith(t, cookies.alice, "coach_matrix")).toMatchObject({
      tier: "all_star",
      cancelAtPeriodEnd: false,
      scheduledTier: null,
    });
  });

  it("the portal shows the caller's own card, subscriptions and invoices, and cannot cancel someone else's subscription", async () => {
    const alicePortal = pageId((await t.request("POST", "/api/billing/portal", { cookie: cookies.alice })).json.url);
    const bobPortal = pageId((await t.request("POST", "/api/billing/portal", { cookie: cookies.bob })).json.url);
    const alice = (await t.request("GET", `/api/sandbox/portal/${alicePortal}`)).json;
    const bob = (await t.request("GET", `/api/sandbox/portal/${bobPortal}`)).json;
    expect(alice.customer.email).toBe(aliceEmail);
    expect(alice.subscriptions).toHaveLength(1);
    expect(alice.invoices.length).toBeGreaterThan(0);
    expect(bob.subscriptions).toEqual([]);
    expect(bob.invoices).toEqual([]);
    expect(bob.card).toBeNull();

    const aliceSubscription = alice.subscriptions[0].id;
    const refused = await t.request(
      "POST",
      `/api/sandbox/portal/${bobPortal}/subscriptions/${aliceSubscription}/cancel`,
    );
    expect(refused.status).toBe(404);
    expect(await membershipWith(t, cookies.alice, "coach_matrix")).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await t.request("GET", "/api/sandbox/portal/link_sbx_guessed")).status).toBe(404);
  });

  it("each creator sees and links only their own payout account", async () => {
    expect((await t.request("GET", "/api/me/payout-account", { cookie: cookies.creator })).json.status).toBe(
      "verified",
    );
    expect((await t.request("GET", "/api/me/payout-account", { cookie: cookies.otherCreator })).json).toEqual({
      status: "not_connected",
      onboardedAt: null,
      country: "US",
    });
    const link = await t.request("POST", "/api/me/payout-account/link", { cookie: cookies.otherCreator });
    const view = await t.request("GET", `/api/sandbox/onboarding/${pageId(link.json.url)}`);
    expect(view.json.kind).toBe("onboarding");
    expect(view.json.account.email).toMatch(/coach_other/);
  });

  it("webhooks without a valid signature are refused and change nothing", async () => {
    const response = await t.request("POST", "/api/webhooks/stripe", {
      body: { id: "evt_1", type: "customer.subscription.deleted" },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_signature");
  });
});
