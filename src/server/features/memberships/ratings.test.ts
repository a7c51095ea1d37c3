// A creator's rating is what their members think now: a follower who left takes their stars along.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { memberships } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (username: string, cookie?: string) => (await t.request("GET", `/api/creators/${username}`, { cookie })).json;

describe("a creator's average rating", () => {
  it("counts only followers who are still members", async () => {
    const creator = await createCreator(t);
    const [stays, leaves] = [await createUser(t), await createUser(t)];
    const cookies = [await signIn(t, stays), await signIn(t, leaves)] as const;
    for (const cookie of cookies) expect((await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie })).status).toBe(200);
    await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie: cookies[0], body: { stars: 5 } });
    await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie: cookies[1], body: { stars: 1 } });
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 3, ratingCount: 2 });

    expect((await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie: cookies[1] })).status).toBe(200);

    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 5, ratingCount: 1 });
    // The creator's dashboard agrees.
    const creatorCookie = await signIn(t, creator);
    const dashboard = await t.request("GET", "/api/dashboards/influencer", { cookie: creatorCookie });
    expect(dashboard.json).toMatchObject({ averageRating: 5, ratingCount: 1 });
  });

  it("stops counting a paid member whose membership has ended", async () => {
    const creator = await createCreator(t);
    const lapsed = await createUser(t);
    await createMembership(t, lapsed, creator, "pro");
    const cookie = await signIn(t, lapsed);
    expect((await t.request("PUT", `/api/creators/${creator.username}/rating`, { cookie, body: { stars: 2 } })).status).toBe(200);
    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: 2, ratingCount: 1 });

    await t.db.update(memberships).set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(memberships.followerId, lapsed.id));

    expect((await stats(creator.username)).stats).toMatchObject({ averageRating: null, ratingCount: 0 });
  });
});
