// What the public reads say the platform can offer for a creator: paid tiers only once the
// creator's payouts are verified (else checkout refuses with payouts_not_ready), and translation
// only with a provider configured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPayouts } from "../../../../tests/support/billing-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCreator(t, { username: "offers_unpaid" });
  const verified = await createCreator(t, { username: "offers_paid" });
  await connectPayouts(t, await signIn(t, verified));
  // Onboarding with this account number ends restricted: still no paid members.
  const restricted = await createCreator(t, { username: "offers_restricted" });
  await connectPayouts(t, await signIn(t, restricted), "000111111116");
});
afterAll(() => t.close());

const takes = (creators: { username: string; takesPaidMembers: boolean }[]) =>
  Object.fromEntries(
    creators
      .filter((creator) => creator.username.startsWith("offers_"))
      .map((creator) => [creator.username, creator.takesPaidMembers]),
  );

describe("whether a creator takes paid members", () => {
  const expected = { offers_unpaid: false, offers_paid: true, offers_restricted: false };

  it("is on every explore and featured card", async () => {
    const explore = await t.request("GET", "/api/creators?search=offers_");
    expect(explore.status).toBe(200);
    expect(takes(explore.json.creators)).toEqual(expected);
    const featured = await t.request("GET", "/api/creators/featured");
    expect(takes(featured.json.creators)).toEqual(expected);
  });

  it("is on the profile, for visitors and signed-in followers alike", async () => {
    const follower = await signIn(t, await createUser(t, { role: "follower" }));
    for (const cookie of [undefined, follower]) {
      for (const [username, value] of Object.entries(expected)) {
        const profile = await t.request("GET", `/api/creators/${username}`, { cookie });
        expect(profile.json.takesPaidMembers, `${username}, ${cookie ? "follower" : "visitor"}`).toBe(value);
      }
    }
  });

  it("agrees with checkout, while the free follow stays open", async () => {
    const cookie = await signIn(t, await createUser(t, { role: "follower" }));
    const checkout = await t.request("POST", "/api/billing/checkout", {
      cookie,
      body: { creator: "offers_unpaid", tier: "pro" },
    });
    expect(checkout.status).toBe(409);
    expect(checkout.json.error.code).toBe("payouts_not_ready");
    const follow = await t.request("POST", "/api/creators/offers_unpaid/follow", { cookie, body: {} });
    expect(follow.status, follow.text).toBeLessThan(300);
    expect((await t.request("GET", "/api/creators/offers_unpaid", { cookie })).json.viewer.tier).toBe("rookie");
  });
});

describe("whether translation is offered", () => {
  it("is false with no provider configured", async () => {
    expect((await t.request("GET", "/api/creators/offers_paid")).json.isTranslationAvailable).toBe(false);
  });

  it("is true with LibreTranslate or DeepL configured", async () => {
    const providers: Record<string, string>[] = [
      { LIBRETRANSLATE_URL: "http://127.0.0.1:9" },
      { DEEPL_API_KEY: "key:fx" },
    ];
    for (const env of providers) {
      const other = await createTestApp({ env });
      try {
        await createCreator(other, { username: "offers_translated" });
        expect(
          (await other.request("GET", "/api/creators/offers_translated")).json.isTranslationAvailable,
          Object.keys(env)[0],
        ).toBe(true);
      } finally {
        await other.close();
      }
    }
  });
});
