// DATABASE_READ_URL against a real streaming replica of a primary of its own: public reads come
// from the replica, the writer reads their own write at once, nobody reads a replica further
// behind than allowed, and a replica that stops answering leaves reads to the primary.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrimaryWithReplica, type PrimaryWithReplica } from "../../../tests/support/replica";
import { createCreator } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { WRITTEN_THROUGH_COOKIE } from "../lib/read-your-writes";
import { applyMigrations } from "./migrate";

const MAX_LAG_SECONDS = 3;

let servers: PrimaryWithReplica;
let t: TestApp;

beforeAll(async () => {
  servers = await startPrimaryWithReplica();
  const admin = new pg.Client({ connectionString: servers.primaryUrl("postgres") });
  await admin.connect();
  await admin.query("create database app");
  await admin.end();
  await applyMigrations(servers.primaryUrl("app"));
  t = await createTestApp({
    databaseUrl: servers.primaryUrl("app"),
    env: {
      DATABASE_READ_URL: servers.replicaUrl("app"),
      DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      METRICS_TOKEN: "metrics-token-for-tests",
    },
  });
  await t.listen();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await servers?.stop();
});

const bioOf = async (username: string, cookie?: string) => {
  const response = await t.request("GET", `/api/creators/${username}`, { cookie });
  expect(response.status).toBe(200);
  return JSON.stringify(response.json).includes("Now coaching kettlebells.") ? "new" : "old";
};

const scrape = async () =>
  (await t.request("GET", "/metrics", { headers: { authorization: "Bearer metrics-token-for-tests" } })).text;

describe("a read replica", () => {
  it("serves public reads, while the writer reads their own write from the primary", async () => {
    const creator = await createCreator(t);
    const member = await createUser(t);
    const creatorCookie = await signIn(t, creator);
    const memberCookie = await signIn(t, member);
    await servers.caughtUp();
    // A round of the app's replica watch now, rather than within the second: it has seen the
    // sign-ins (each a write, whose position each browser holds) replayed.
    await t.deps.replica!.poll();
    expect(await scrape()).toMatch(/^fc_db_replica_in_use 1$/m);

    await servers.pauseReplay();
    const saved = await t.request("PATCH", "/api/me/profile", {
      cookie: creatorCookie,
      body: { bio: "Now coaching kettlebells." },
    });
    expect(saved.status).toBe(200);
    const written = saved.headers.getSetCookie().find((cookie) => cookie.startsWith(`${WRITTEN_THROUGH_COOKIE}=`));
    expect(written).toMatch(new RegExp(`Max-Age=${MAX_LAG_SECONDS}; HttpOnly; SameSite=Lax`));

    // The replica has not replayed the change: a visitor and another member still read it there.
    expect(await bioOf(creator.username)).toBe("old");
    expect(await bioOf(creator.username, memberCookie)).toBe("old");
    // The creator's browser sends the position of its write back, so it reads from the primary.
    expect(await bioOf(creator.username, `${creatorCookie}; ${written!.split(";")[0]}`)).toBe("new");

    // Once the replica is further behind than allowed, everyone reads from the primary.
    await expect.poll(() => bioOf(creator.username), { timeout: (MAX_LAG_SECONDS + 5) * 1000 }).toBe("new");
    const metrics = await scrape();
    expect(metrics).toMatch(/^fc_db_replica_in_use 0$/m);
    expect(Number(/^fc_db_replica_lag_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(MAX_LAG_SECONDS);
    expect(metrics).toMatch(/^fc_db_pool_connections\{pool="read"\} \d+$/m);

    // Caught up again, the replica is read from again, and now holds the change.
    await servers.resumeReplay();
    await servers.caughtUp();
    await expect.poll(scrape, { timeout: 5000 }).toMatch(/^fc_db_replica_in_use 1$/m);
    expect(await bioOf(creator.username)).toBe("new");
  }, 30_000);

  it("takes a position cookie edited by hand for no position at all", async () => {
    const creator = await createCreator(t);
    await servers.caughtUp();
    for (const value of ["%E0%A4%A", "not-a-position", "FFFFFFFFF%2F0", ""]) {
      const response = await t.request("GET", `/api/creators/${creator.username}`, {
        cookie: `${WRITTEN_THROUGH_COOKIE}=${value}`,
      });
      expect(response.status, value).toBe(200);
    }
  });

  it("leaves reads to the primary when the replica stops answering", async () => {
    const creator = await createCreator(t);
    await servers.caughtUp();
    await servers.stopReplica();
    // The next poll notices within a second; from then on every read is answered.
    await expect
      .poll(async () => (await t.request("GET", `/api/creators/${creator.username}`)).status, { timeout: 5000 })
      .toBe(200);
    for (const path of ["/api/creators", "/api/creators/featured", `/api/creators/${creator.username}/posts`]) {
      expect((await t.request("GET", path)).status, path).toBe(200);
    }
    expect(await scrape()).toMatch(/^fc_db_replica_in_use 0$/m);
    expect(await scrape()).toMatch(/^fc_db_replica_lag_seconds nan$/im);
  }, 30_000);
});
