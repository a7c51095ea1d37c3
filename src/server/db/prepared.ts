// Hot reads built once and sent as named prepared statements: no query building per request,
// and PostgreSQL parses and plans each statement once per connection instead of every time.
import { Column, getTableName, is, noopDecoder, SQL, Subquery } from "drizzle-orm";
import type { Database } from "./client";

/** `build` runs once per database handle; its prepared query is reused from then on. */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      withCompiledRows(query);
      byDatabase.set(db, query);
    }
    return query;
  };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What Drizzle's prepared select keeps about its columns (internal fields, read once). */
interface DrizzlePreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The field's decoder, as Drizzle's own row mapping picks it (`decoder` is internal to Drizzle). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoded = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoded(field);
  if (is(field, Subquery)) return decoded(field._.sql);
  return decoded((field as SQL.Aliased).sql);
}

/** The decoder, or null when it gives back what the driver read (text, uuid, enum, int and SQL columns). */
const decoding = (decoder: Decoder): Decoder | null =>
  decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder;

/**
 * Drizzle maps each row by asking, for every value, what kind of field it came from; a page of
 * posts (20 rows of 30 columns) spent more time on that than on its JSON. The same mapping is
 * worked out once per statement here, with Drizzle's rules: values decoded by their column, one
 * level of nested objects, and a left-joined object that is null when its first column is.
 */
function withCompiledRows(query: unknown) {
  const prepared = query as DrizzlePreparedSelect;
  const { fields, joinsNotNullableMap } = prepared;
  if (!Array.isArray(fields) || prepared.customResultMapper || fields.some(({ path }) => path.length > 2)) return;
  const columns = fields.map(({ path, field }) => ({
    key: path[0]!,
    nestedKey: path.length === 2 ? path[1]! : null,
    decoder: decoding(decoderOf(field)),
    table: path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
  }));
  // A nested object becomes null when its first column is null, if all its columns come from one
  // table joined as nullable (a left join).
  const firstColumnOf = new Map<string, number>();
  if (joinsNotNullableMap) {
    for (const key of new Set(columns.map((column) => column.key))) {
      const tableColumns = columns.filter((column) => column.key === key && column.table !== null);
      const tables = new Set(tableColumns.map((column) => column.table));
      const first = tableColumns[0];
      if (first && tables.size === 1 && !joinsNotNullableMap[first.table!])
        firstColumnOf.set(key, columns.indexOf(first));
    }
  }

  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index++) {
      const { key, nestedKey, decoder } = columns[index]!;
      const raw = row[index];
      const value = raw === null || decoder === null ? raw : decoder.mapFromDriverValue(raw);
      if (nestedKey === null) result[key] = value;
      else ((result[key] ??= {}) as Record<string, unknown>)[nestedKey] = value;
    }
    for (const [key, index] of firstColumnOf) if (row[index] === null) result[key] = null;
    return result;
  };
  prepared.customResultMapper = (rows) => rows.map(mapRow);
}
