// Hot reads built once and sent as named prepared statements: no query building per request,
// and PostgreSQL parses and plans each statement once per connection instead of every time.
import type { Database } from "./client";

/** `build` runs once per database handle; its prepared query is reused from then on. */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}
