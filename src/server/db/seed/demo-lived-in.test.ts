// The demo a newcomer meets: every account the login page lists has a lived-in home. Followers'
// feeds have posts; every creator they are members of has text, image and video posts at every
// tier, today's routine and ratings; and each creator's analytics have three months of shape:
// members joining on many days, cancellations, revenue in several months, views and favorites;
// maya_strong's offers for the tour: a promo code, and the retention offer her PRO member is made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postTypes } from "../../../domain/content";
import { tiers } from "../../../domain/memberships";
import { signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { seedDemoData } from "./demo";

/** Days with new members in the last 90 days, at least. */
const JOIN_DAYS = 5;
/** Calendar months with revenue in the last 12 months, at least. */
const REVENUE_MONTHS = 3;

interface DemoAccounts {
  password: string;
  accounts: { email: string; role: "follower" | "influencer" }[];
}
interface AnalyticsPoint {
  date: string;
  joined: number;
  ended: number;
  views: number;
  grossCents: number;
}
interface Analytics {
  points: AnalyticsPoint[];
  totals: { ended: number; views: number; favorites: number; grossCents: number; churnRate: number };
}

let t: TestApp;
let demo: DemoAccounts;
const cookies = new Map<string, string>();

const cookieOf = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await signIn(t, { email, password: demo.password }));
  return cookies.get(email)!;
};
const get = async <T>(url: string, email?: string) => {
  const response = await t.request("GET", url, email ? { cookie: await cookieOf(email) } : {});
  expect(response.status, url).toBe(200);
  return response.json as T;
};
const usernameOf = async (email: string) =>
  (await get<{ user: { username: string } }>("/api/auth/session", email)).user.username;
const followedBy = async (email: string) =>
  (await get<{ memberships: { creator: { username: string } }[] }>("/api/me/memberships", email)).memberships.map(
    ({ creator }) => creator.username,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: "true" } });
  await seedDemoData(t.deps);
  demo = (await t.request("GET", "/api/demo/accounts")).json as DemoAccounts;
}, 120_000);
afterAll(() => t.close());

describe("the demo's login-page followers", () => {
  it("each has a feed with posts, from creators with every post type and tier, today's routine and ratings", async () => {
    const followers = demo.accounts.filter(({ role }) => role === "follower");
    expect(followers.length).toBeGreaterThan(0);
    for (const { email } of followers) {
      const { posts: feed } = await get<{ posts: unknown[] }>("/api/me/feed", email);
      expect(feed.length, `${email}'s feed`).toBeGreaterThan(0);
      const creators = await followedBy(email);
      expect(creators.length, `${email}'s memberships`).toBeGreaterThan(0);
      for (const creator of creators) {
        const { posts } = await get<{ posts: { type: string; requiredTier: string }[] }>(
          `/api/creators/${creator}/posts`,
        );
        expect(new Set(posts.map(({ type }) => type)), `${creator}'s post types`).toEqual(new Set(postTypes));
        expect(new Set(posts.map(({ requiredTier }) => requiredTier)), `${creator}'s post tiers`).toEqual(
          new Set(tiers),
        );
        const routines = await get<{ today: unknown; recent: unknown[] }>(`/api/creators/${creator}/routines`);
        expect(routines.today, `${creator}'s routine today`).not.toBeNull();
        expect(routines.recent.length, `${creator}'s recent routines`).toBeGreaterThan(1);
        const profile = await get<{ stats: { ratingCount: number } }>(`/api/creators/${creator}`);
        expect(profile.stats.ratingCount, `${creator}'s ratings`).toBeGreaterThan(0);
      }
    }
  });
});

describe("the demo's creators", () => {
  it("each listed creator, and each creator a listed follower is a member of, has analytics with shape", async () => {
    const listed = demo.accounts.filter(({ role }) => role === "influencer").map(({ email }) => email);
    const followedCreators = new Set<string>();
    for (const { email } of demo.accounts.filter(({ role }) => role === "follower"))
      for (const creator of await followedBy(email)) followedCreators.add(creator);
    const creators = new Set([...(await Promise.all(listed.map(usernameOf))), ...followedCreators]);
    expect(creators.size).toBeGreaterThanOrEqual(listed.length);
    for (const creator of creators) {
      const email = `${creator.replace(/_/g, ".")}@demo.fitcreators.app`;
      const quarter = await get<Analytics>("/api/dashboards/influencer/analytics?range=90d", email);
      const joinDays = quarter.points.filter(({ joined }) => joined > 0).length;
      expect(joinDays, `${creator}: days with new members`).toBeGreaterThanOrEqual(JOIN_DAYS);
      expect(quarter.totals.ended, `${creator}: cancellations`).toBeGreaterThan(0);
      expect(quarter.totals.churnRate, `${creator}: churn`).toBeGreaterThan(0);
      expect(quarter.totals.views, `${creator}: views`).toBeGreaterThan(0);
      expect(quarter.points.filter(({ views }) => views > 0).length, `${creator}: days with views`).toBeGreaterThan(1);
      expect(quarter.totals.favorites, `${creator}: favorites`).toBeGreaterThan(0);
      const year = await get<Analytics>("/api/dashboards/influencer/analytics?range=12m", email);
      const revenueMonths = year.points.filter(({ grossCents }) => grossCents > 0).length;
      expect(revenueMonths, `${creator}: months with revenue`).toBeGreaterThanOrEqual(REVENUE_MONTHS);
    }
  });
});

describe("maya_strong's offers", () => {
  it("are a promo link's code for PRO and the cancel dialog's retention offer, made to her PRO member", async () => {
    const promo = await get<{ offer: unknown }>("/api/creators/maya_strong/offers/strong50");
    expect(promo.offer).toEqual({
      code: "STRONG50",
      tier: "pro",
      discount: { type: "percent", percentOff: 50 },
      months: 3,
      endsAt: null,
    });
    const { offers } = await get<{ offers: { purpose: string; tier: string; endedAt: string | null }[] }>(
      "/api/me/offers",
      "maya.strong@demo.fitcreators.app",
    );
    expect(offers).toContainEqual(
      expect.objectContaining({
        purpose: "retention",
        tier: "pro",
        discount: { type: "percent", percentOff: 30 },
        months: 3,
        endedAt: null,
      }),
    );
    const { memberships } = await get<{ memberships: { creator: { username: string }; retentionOffer: unknown }[] }>(
      "/api/me/memberships",
      "priya.moves@demo.fitcreators.app",
    );
    expect(memberships.find(({ creator }) => creator.username === "maya_strong")?.retentionOffer).toMatchObject({
      discount: { type: "percent", percentOff: 30 },
      months: 3,
    });
  });
});
