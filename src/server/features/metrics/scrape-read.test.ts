// A scrape's database read: one for all the gauges asking at once, and a slow or failing read
// answered with null (logged) within about a second, never an error.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createMemoryLogger, LOG_LEVELS } from "../../lib/memory-logger";
import { scrapeRead } from "./scrape-read";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("makes one read for the gauges asking at the same moment, and a new one for the next scrape", async () => {
  const { logger } = createMemoryLogger();
  let reads = 0;
  const read = scrapeRead({
    db: t.db,
    logger,
    what: "a count",
    read: async (tx) => {
      reads++;
      return Number((await tx.execute(sql`select 42 as n`)).rows[0]!.n);
    },
  });
  expect(await Promise.all([read(), read(), read()])).toEqual([42, 42, 42]);
  expect(reads).toBe(1);
  expect(await read()).toBe(42);
  expect(reads).toBe(2);
});

it("gives up on a read the database does not answer within a second, and logs it", async () => {
  const { logger, records } = createMemoryLogger();
  const read = scrapeRead({
    db: t.db,
    logger,
    what: "a slow count",
    read: (tx) => tx.execute(sql`select pg_sleep(5)`),
  });
  const started = performance.now();
  expect(await read()).toBeNull();
  expect(performance.now() - started).toBeLessThan(2500);
  expect(records).toContainEqual(
    expect.objectContaining({ level: LOG_LEVELS.warn, msg: "a slow count not read for metrics" }),
  );
});

it("answers null for a read that fails (pg-boss's tables not made yet)", async () => {
  const { logger, records } = createMemoryLogger();
  const read = scrapeRead({
    db: t.db,
    logger,
    what: "job queues",
    read: (tx) => tx.execute(sql`select * from nowhere`),
  });
  expect(await read()).toBeNull();
  expect(records.filter((record) => record.level === LOG_LEVELS.warn)).toHaveLength(1);
});
