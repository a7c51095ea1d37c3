// One pooled connection to PostgreSQL, wrapped by Drizzle with the whole schema.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { tracedClient, type Tracing } from "../lib/tracing";
import * as schema from "./schema/index";

/** The database a connection string names (its path), for spans. */
const databaseName = (connectionString: string) => {
  try {
    return decodeURIComponent(new URL(connectionString).pathname.slice(1)) || "postgres";
  } catch {
    return "postgres";
  }
};

export type Database = ReturnType<typeof createDatabase>["db"];

export interface DatabaseOptions {
  max?: number;
  /**
   * Sends every query unnamed: for a PgBouncer in transaction mode without
   * max_prepared_statements (before 1.21), where a statement prepared on one server connection
   * is unknown on the next one the pooler hands out.
   */
  unnamedStatements?: boolean;
  /** Each query a span under the request's (OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing?: Tracing | null;
}

type QueryArguments = [config: unknown, ...rest: unknown[]];

/**
 * pg's client with the `name` taken off query configs (Drizzle's prepared queries): the query
 * is then parsed and planned each time, which is what a pooler in transaction mode allows.
 */
class UnnamedStatementsClient extends pg.Client {
  // @ts-expect-error -- one signature for pg's overloads, which it only forwards unchanged but for the name.
  override query(...[config, ...rest]: QueryArguments) {
    const isNamedConfig = typeof config === "object" && config !== null && "name" in config && !("submit" in config);
    const forwarded = isNamedConfig ? { ...(config as { name?: string }), name: undefined } : config;
    return (super.query as (...args: QueryArguments) => unknown)(forwarded, ...rest);
  }
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}) {
  let Client = options.unnamedStatements ? (UnnamedStatementsClient as unknown as typeof pg.Client) : pg.Client;
  if (options.tracing) Client = tracedClient(Client, options.tracing, databaseName(connectionString));
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, Client });
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return { db, pool };
}

/** A transaction, which can do everything the database can; functions that work in either take `Queryable`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Transaction;
