// Hostile inputs for the HTTP API and the property every endpoint must keep under them: no 5xx,
// every 4xx in the `{ error: { code, message } }` shape, and a 4xx stores nothing.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import pino from "pino";
import { expect } from "vitest";
import type { TestApp } from "../support/test-app";

export interface FuzzRequest {
  method: string;
  path: string;
  /** Sent as is: JSON text, or deliberately broken text. */
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Requests per endpoint (the brief: at least 1,000), sent this many at a time. */
export const RUNS = 1000;
const BATCH = 25;

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "%",
  "%E0%A4%A",
  "%00",
  "..",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "🏋️‍♀️💪",
  "\uD800",
  "\u202Eevil",
  "\r\n",
  "NaN",
  "-1",
  "0",
  "1e309",
  "null",
  "true",
  "[]",
  "{}",
  "abc",
  "2024",
  "2024-02-30",
  "9999-99-99",
  "a/b",
  "?x=1",
  "x".repeat(5000),
  "ä".repeat(400),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  // Huge: past every field's limit, some past the 256 KB body limit.
  { arbitrary: fc.integer({ min: 2_000, max: 300_000 }).map((size) => "y".repeat(size)), weight: 1 },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
);

const BROKEN_JSON = [
  '{"title":',
  "{",
  "not json",
  "\u0000",
  "[1,2",
  '{"a":1}}',
  '{"__proto__":{"polluted":true}}',
  "",
  "null",
  '"just a string"',
  "1",
];

/**
 * Bodies built from a valid example: the wrong type altogether, every field wrong, one field missing,
 * one field wrong, an extra field, or text that is not JSON.
 */
export function hostileBody(example: Record<string, unknown>): fc.Arbitrary<string | undefined> {
  const keys = Object.keys(example);
  const json = (value: unknown) => JSON.stringify(value);
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("field");
  return fc.oneof(
    hostileValue.map(json),
    fc
      .tuple(...keys.map(() => hostileValue))
      .map((values) => json(Object.fromEntries(keys.map((key, i) => [key, values[i]])))),
    field.map((key) => json(Object.fromEntries(Object.entries(example).filter(([name]) => name !== key)))),
    fc.tuple(field, hostileValue).map(([key, value]) => json({ ...example, [key]: value })),
    fc.tuple(hostileString, hostileValue).map(([key, value]) => json({ ...example, [key]: value })),
    fc.constantFrom(...BROKEN_JSON),
    fc.constant(undefined),
  );
}

/** encodeURIComponent, which refuses lone surrogates; those go as their UTF-8 escape would be broken. */
export const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
};

/** A path segment: malformed, escaped junk, raw escapes that do not decode, unknown UUIDs, other people's ids. */
export function hostileSegment(othersIds: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: hostileString.filter((text) => text.length < 3000).map(encode), weight: 4 },
    {
      arbitrary: fc.constantFrom("%E0%A4%A", "%", "%zz", "%C0%AF", "%FF", "abc", "1", "-1", "0x10", "2024"),
      weight: 2,
    },
    { arbitrary: fc.uuid(), weight: 2 },
    ...(othersIds.length > 0 ? [{ arbitrary: fc.constantFrom(...othersIds), weight: 2 }] : []),
  );
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** A page cursor: junk, forged (time|id) pairs with bare years, bad dates and non-UUID ids, or a well-formed one. */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((text) => text.length < 300).map(encode),
  fc.tuple(hostileString, hostileString).map(([time, id]) => base64url(`${time}|${id}`)),
  fc
    .tuple(fc.integer({ min: -10, max: 300_000 }), fc.oneof(fc.uuid(), hostileString))
    .map(([year, id]) => base64url(`${year}|${id}`)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 33 }),
      fc.integer({ min: 0, max: 26 }),
      fc.uuid(),
    )
    .map(([y, mo, d, h, id]) =>
      base64url(
        `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")} ${String(h).padStart(2, "0")}:00:00+00|${id}`,
      ),
    ),
  fc.tuple(fc.date({ noInvalidDate: true }), fc.uuid()).map(([date, id]) => base64url(`${date.toISOString()}|${id}`)),
);

/** A query string of hostile values for the given names (some left out, some repeated). */
export function hostileQuery(names: readonly string[], cursorName?: string): fc.Arbitrary<string> {
  const pairs = names.map((name) =>
    fc.option(
      (name === cursorName ? hostileCursor : hostileString.filter((text) => text.length < 3000).map(encode)).map(
        (value) => `${name}=${value}`,
      ),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(
      fc.tuple(...pairs),
      fc.option(
        fc.tuple(
          hostileString.filter((s) => s.length < 50).map(encode),
          hostileString.filter((s) => s.length < 50).map(encode),
        ),
        { nil: undefined },
      ),
    )
    .map(([parts, extra]) => {
      const all = parts.filter((part): part is string => part !== undefined);
      if (extra) all.push(`${extra[0]}=${extra[1]}`);
      return all.length > 0 ? `?${all.join("&")}` : "";
    });
}

const tableNames = new WeakMap<TestApp, Promise<string[]>>();

/**
 * Everything the app stored, table by table, except the counters of rate limits, which a refused attempt rightly moves.
 */
async function storedState(t: TestApp): Promise<string> {
  let names = tableNames.get(t);
  if (!names) {
    names = t.db
      .execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('rate_limits', 'attempt_counters', 'image_upload_attempts', '__drizzle_migrations') order by tablename`,
      )
      .then((result) => result.rows.map((row) => row.name));
    tableNames.set(t, names);
  }
  const digests = (await names).map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(row_text, ',' order by row_text), '')) as digest from (select t::text as row_text from "${name}" t) rows`,
  );
  const result = await t.db.execute<{ name: string; digest: string }>(sql.raw(digests.join(" union all ")));
  // A union's rows come in no promised order (PostgreSQL may scan its parts in parallel).
  return result.rows
    .map((row) => `${row.name}:${row.digest}`)
    .sort()
    .join("\n");
}

interface Answer {
  request: FuzzRequest;
  status: number;
  text: string;
  json: { error?: { code?: unknown; message?: unknown } } | null;
}

async function send(t: TestApp, request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers["content-type"] ??= "application/json";
  const response = await t.request(request.method, request.path, {
    body: request.body,
    cookie: request.cookie,
    headers,
  });
  return { request, status: response.status, text: response.text, json: response.json };
}

const describeRequest = ({ method, path, body }: FuzzRequest) =>
  `${method} ${path.slice(0, 300)} ${body === undefined ? "" : body.slice(0, 300)}`;

function checkAnswer({ request, status, text, json }: Answer) {
  if (status >= 500) throw new Error(`${status} for ${describeRequest(request)}\n${text.slice(0, 500)}`);
  const isApi = request.path.startsWith("/api/");
  if (isApi && status >= 400 && (typeof json?.error?.code !== "string" || typeof json.error.message !== "string")) {
    throw new Error(`${status} without the error shape for ${describeRequest(request)}\n${text.slice(0, 500)}`);
  }
}

const changed = (before: string, after: string) => {
  const old = new Set(before.split("\n"));
  return after
    .split("\n")
    .filter((line) => !old.has(line))
    .map((line) => line.split(":")[0])
    .join(", ");
};

export interface FuzzTally {
  sent: number;
  refused: number;
  /** Errors the app's safety net turned into 400s: input a route let reach a query unchecked. */
  caughtLate: string[];
}

/** Listens for the error handler's "malformed input" warnings while the requests run. */
function watchSafetyNet(t: TestApp, caught: string[]) {
  const original = t.deps.logger;
  t.deps.logger = pino(
    { level: "warn", base: undefined },
    {
      write: (line: string) => {
        const record = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        if (record.msg === "malformed input reached the handler")
          caught.push(String(record.err?.message).slice(0, 200));
      },
    },
  );
  return () => {
    t.deps.logger = original;
  };
}

/**
 * Sends `runs` hostile requests, a batch at a time. A batch answered all with 4xx must leave the
 * stored state as it was. In a batch where some request succeeded (an extra field is ignored, say),
 * the refused ones are sent again on their own batch and checked without the others.
 */
export async function fuzz(t: TestApp, requests: fc.Arbitrary<FuzzRequest>, runs = RUNS): Promise<FuzzTally> {
  const tally: FuzzTally = { sent: 0, refused: 0, caughtLate: [] };
  const stopWatching = watchSafetyNet(t, tally.caughtLate);
  let state = await storedState(t);
  const sendAll = async (batch: FuzzRequest[]) => {
    const answers = await Promise.all(batch.map((request) => send(t, request)));
    answers.forEach(checkAnswer);
    tally.sent += answers.length;
    return answers;
  };
  const details = await fc.check(
    fc.asyncProperty(fc.array(requests, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      let answers = await sendAll(batch);
      tally.refused += answers.filter((answer) => answer.status >= 400).length;
      for (let round = 0; round < 2; round++) {
        const refused = answers.filter((answer) => answer.status >= 400);
        const after = await storedState(t);
        if (refused.length === answers.length) {
          if (after !== state)
            throw new Error(
              `refused requests changed ${changed(state, after)}:\n${answers.map((a) => `${a.status} ${describeRequest(a.request)}`).join("\n")}`,
            );
          return;
        }
        state = after;
        if (refused.length === 0) return;
        answers = await sendAll(refused.map((answer) => answer.request));
      }
      // Still mixed after a second round: the state moved on for a reason we cannot pin on one request.
      state = await storedState(t);
    }),
    { numRuns: Math.ceil(runs / BATCH), endOnFailure: true },
  );
  stopWatching();
  if (details.failed) {
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`fuzzing failed (seed ${details.seed}, path ${details.counterexamplePath}):\n${cause}`);
  }
  return tally;
}

/**
 * One endpoint's fuzzing, as the tests state it. What the safety net caught is printed, not failed:
 * those requests were answered 400 as they should be, but name a route worth a check of its own.
 */
export async function expectSurvives(t: TestApp, requests: fc.Arbitrary<FuzzRequest>) {
  const tally = await fuzz(t, requests);
  expect(tally.sent).toBeGreaterThanOrEqual(RUNS);
  if (tally.caughtLate.length > 0)
    console.log(
      `${expect.getState().currentTestName}: the error handler caught ${tally.caughtLate.length}`,
      [...new Set(tally.caughtLate)].slice(0, 5),
    );
}
