// The rolling window every "counted from the rows" limit uses (messages, picture and video uploads,
// creator updates), and the Retry-After header every refusal for going too fast answers with.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../tests/support/factories";
import { createCreator } from "../../../tests/support/creator-factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { CREATOR_UPDATES_PER_DAY } from "../../domain/notifications";
import { RateLimited, rollingWindowWait, takeRollingSlot } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table rate_limit_events (key text not null, at timestamptz not null)`);
});
afterAll(() => t.close());

/** Records one event under `key`, `secondsAgo` seconds ago. */
const happened = (key: string, secondsAgo: number) =>
  t.db.execute(sql`insert into rate_limit_events values (${key}, now() - make_interval(secs => ${secondsAgo}))`);
const eventsOf = (key: string) => sql`select at from rate_limit_events where key = ${key}`;
const countOf = async (key: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_events where key = ${key}`)).rows[0]!
    .n;

describe("a rolling window", () => {
  const limit = { max: 3, windowSeconds: 60 };

  it("has room while fewer than the limit fall inside it, whatever happened before it", async () => {
    await happened("room", 500);
    await happened("room", 61);
    await happened("room", 30);
    await happened("room", 5);
    expect(await rollingWindowWait(t.db, eventsOf("room"), limit)).toBeNull();
  });

  it("when full, waits until the oldest event that fills it leaves the window", async () => {
    for (const secondsAgo of [50, 20, 10]) await happened("full", secondsAgo);
    const wait = await rollingWindowWait(t.db, eventsOf("full"), limit);
    // The event 50 s ago leaves the 60 s window in about 10 s (rounded up, so never 0).
    expect(wait).toBeGreaterThanOrEqual(10);
    expect(wait).toBeLessThanOrEqual(11);
  });

  it("counts only the events its query selects", async () => {
    for (const secondsAgo of [3, 2, 1]) await happened("someone-else", secondsAgo);
    expect(await rollingWindowWait(t.db, eventsOf("me"), limit)).toBeNull();
  });
});

describe("a slot taken under the lock", () => {
  it("lets exactly the limit through when attempts race, and refuses the rest with how long to wait", async () => {
    const limit = { max: 3, windowSeconds: 3600 };
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        takeRollingSlot(t.db, {
          lockKey: "race",
          events: eventsOf("race"),
          limit,
          record: (tx) => tx.execute(sql`insert into rate_limit_events values ('race', now())`),
          refuse: (wait) => new RateLimited(wait, "Too many.", { code: "too_many_races", details: { limit: 3 } }),
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(3);
    const refusals = attempts.flatMap((attempt) => (attempt.status === "rejected" ? [attempt.reason] : []));
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(RateLimited);
      expect(refusal).toMatchObject({ code: "too_many_races", status: 429, details: { limit: 3 } });
      expect(refusal.retryAfterSeconds).toBeGreaterThan(3590);
      expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
    expect(await countOf("race")).toBe(3);
  });
});

describe("every refusal for going too fast", () => {
  it("answers 429 with Retry-After, here the creator's daily updates", async () => {
    const creator = await createCreator(t);
    const cookie = await signIn(t, creator);
    for (let i = 0; i < CREATOR_UPDATES_PER_DAY; i++)
      expect((await t.request("POST", "/api/me/updates", { cookie, body: { text: `Update ${i}` } })).status).toBe(201);
    const refused = await t.request("POST", "/api/me/updates", { cookie, body: { text: "One more" } });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too_many_updates");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json.error.details).toEqual({ retryAfterSeconds: retryAfter });
  });

  it("answers 429 with Retry-After when another sign-up for the address holds its turn", async () => {
    const username = `busy${Date.now() % 1_000_000}`;
    const email = `${username}@example.com`;
    // Another instance's sign-up holds the turn for this address (sign-up-turns.ts).
    await t.db.execute(
      sql`insert into attempt_counters (key, count, window_started_at) values (${`sign-up-turn:${email}`}, 1, now())`,
    );
    const refused = await t.request("POST", "/api/auth/sign-up", {
      body: {
        username,
        email,
        gender: "female",
        role: "follower",
        password: "secret123",
        confirmPassword: "secret123",
        acceptTerms: true,
      },
    });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.json.error.code).toBe("sign_up_busy");
    expect(refused.headers.get("retry-after")).toBe("5");
  }, 20_000);

  it("is told apart from other 4xx answers: a bad request carries no Retry-After", async () => {
    const user = await createUser(t);
    const answer = await t.request("POST", "/api/me/updates", { cookie: await signIn(t, user), body: { text: "" } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("retry-after")).toBeNull();
  });
});
