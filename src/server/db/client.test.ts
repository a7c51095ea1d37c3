// Behind a PgBouncer in transaction mode (before 1.21), no statement may be prepared by name:
// the next transaction may get another server connection that never saw it.
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { inject } from "vitest";
import { withDatabase } from "../../../tests/support/global-setup";
import { createDatabase } from "./client";
import { users } from "./schema";

const pools: { end(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** Runs a prepared query twice on one connection, then counts the statements that connection keeps by name. */
async function namedStatementsAfterPreparedQueries(unnamedStatements: boolean) {
  const url = withDatabase(inject("databaseServerUrl"), inject("templateDatabase"));
  const { db, pool } = createDatabase(url, { max: 1, unnamedStatements });
  pools.push(pool);
  const query = db.select({ id: users.id }).from(users).limit(1).prepare("client_test_first_user");
  await query.execute();
  const rows = await query.execute();
  const { rows: kept } = await db.execute<{ count: string }>(sql`select count(*) from pg_prepared_statements`);
  return { rows, named: Number(kept[0]!.count) };
}

it("prepares Drizzle's named queries once per connection by default", async () => {
  expect((await namedStatementsAfterPreparedQueries(false)).named).toBe(1);
});

it("sends them unnamed for a pooler in transaction mode, with the same answers", async () => {
  const { rows, named } = await namedStatementsAfterPreparedQueries(true);
  expect(named).toBe(0);
  expect(rows).toEqual([]);
});
