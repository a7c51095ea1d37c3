// Closing the dependencies closes their database connections before it resolves, so whoever
// stops the database next (main.ts's shutdown, the demo data's build at install) finds none
// left for the server to end itself (which pg would report as an error).
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createDeps } from "./deps";
import { createMemoryLogger } from "./lib/memory-logger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("close() resolves only once every pooled connection has closed at the server, and logs nothing", async () => {
  const url = new URL(t.databaseUrl);
  url.searchParams.set("application_name", "deps-close-test");
  const { logger, records } = createMemoryLogger();
  const { deps, close } = createDeps({
    config: t.deps.config,
    databaseUrl: url.toString(),
    authSecret: "test-secret-test-secret-test-secret-0123",
    logger,
  });
  const connections = async () =>
    Number(
      (
        await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where application_name = 'deps-close-test'`,
        )
      ).rows[0]!.n,
    );

  const sockets: { destroyed: boolean }[] = [];
  // pg's own socket of each connection (not public API): closed means the server said goodbye.
  (deps.db.$client as pg.Pool).on("connect", (client) =>
    sockets.push((client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream),
  );
  // Several connections at once, all idle in the pool afterwards.
  await Promise.all(Array.from({ length: 5 }, () => deps.db.execute(sql`select pg_sleep(0.05)`)));
  expect(await connections()).toBe(5);

  await close();
  expect(sockets.map((socket) => socket.destroyed)).toEqual([true, true, true, true, true]);
  expect(await connections()).toBe(0);
  expect(records.filter((record) => record.level >= 40)).toEqual([]);
});
