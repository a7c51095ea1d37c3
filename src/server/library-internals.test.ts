// Contract tests of the libraries' private internals that fast paths rely on (docs/performance.md).
// Each exercises, against the installed version, the exact internal its fast path uses, without a
// database, and fails with the fast path's file and what to re-check after an upgrade.
import { AsyncLocalStorage, executionAsyncId } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { alias } from "drizzle-orm/pg-core";
import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppDeps, AppEnv } from "./context";
import type { Database } from "./db/client";
import { preparedQuery } from "./db/prepared";
import * as schema from "./db/schema/index";
import { memberships, posts, profiles, users } from "./db/schema/index";
import { withStoresOffBetweenCalls } from "./features/auth/auth-storage";
import { createMemoryLogger } from "./lib/memory-logger";
import { findsNoEndpoint, noSuchEndpoint } from "./lib/no-such-endpoint";
import { requestContext } from "./lib/request-context";

/** The message of a broken contract: which fast path, and what to re-check. */
const broken = (file: string, recheck: string) => `library internal changed: ${file} relies on it; ${recheck}`;

describe("Drizzle's row mapping (src/server/db/prepared.ts)", () => {
  const why = broken(
    "src/server/db/prepared.ts",
    "re-check its copy of Drizzle's private mapResultRow (drizzle-orm/utils.js) and the prepared query's " +
      "`fields`, `joinsNotNullableMap` and `customResultMapper` (drizzle-orm/node-postgres/session.js)",
  );
  const viewerMembership = alias(memberships, "viewer_membership");

  /** A database whose driver answers each query with the next rows, as pg does in array mode. */
  function databaseAnswering(rows: unknown[][][]) {
    const client = { query: () => Promise.resolve({ rows: rows.shift() ?? [] }) };
    return drizzle({ client: client as never, schema, casing: "snake_case" }) as unknown as Database;
  }

  const select = (db: Database) =>
    db
      .select({
        id: posts.id,
        publishedAt: posts.publishedAt,
        creator: { username: users.username, avatarKey: profiles.avatarKey },
        count: sql<number>`count(*)`.mapWith(Number),
        label: sql<string>`'label'`.as("label"),
        membership: { tier: viewerMembership.tier, periodEnd: viewerMembership.currentPeriodEnd },
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.creatorId))
      .leftJoin(profiles, eq(profiles.userId, posts.creatorId))
      .leftJoin(viewerMembership, eq(viewerMembership.creatorId, posts.creatorId));

  it("is what the compiled mapping reproduces, and the compiled one is the one used", async () => {
    const rows = [
      ["p1", "2025-01-01 12:30:15.123+00", "maya", "a.webp", "3", "label", "pro", "2030-01-01 00:00:00+00"],
      ["p2", null, "maya", null, "0", "label", null, null],
    ];
    const db = databaseAnswering([rows, rows]);
    const drizzles = await select(db).prepare("contract_plain").execute();
    const compiled = preparedQuery((database) => select(database).prepare("contract_compiled"))(db);

    const internals = compiled as unknown as { fields?: unknown; customResultMapper?: (rows: unknown[][]) => unknown };
    expect(Array.isArray(internals.fields), why).toBe(true);
    expect(typeof internals.customResultMapper, why).toBe("function");
    const mapper = internals.customResultMapper!;
    let calls = 0;
    internals.customResultMapper = (given) => (calls++, mapper(given));
    const mapped = await compiled.execute();

    expect(calls, why).toBe(1);
    expect(mapped, why).toEqual(drizzles);
    expect(mapped[0]!.publishedAt, why).toEqual(new Date(Date.UTC(2025, 0, 1, 12, 30, 15, 123)));
    expect(mapped[1]!.membership, why).toBeNull();
    expect(mapped[1]!.creator, why).toEqual({ username: "maya", avatarKey: null });
  });
});

describe("better-auth's global symbol (src/server/features/auth/auth-storage.ts)", () => {
  const why = broken(
    "src/server/features/auth/auth-storage.ts",
    'check that better-auth still keeps its AsyncLocalStorage stores in globalThis[Symbol.for("better-auth:global")].context ' +
      "(@better-auth/core/dist/context/global.mjs) and enters them again on its next call",
  );

  /** With async hooks on, the continuation of an `await` runs in a promise with its own id; off, in none (0). */
  async function areAsyncHooksOn() {
    await null;
    return executionAsyncId() !== 0;
  }

  it("holds the stores a call enters, and switching them off between calls leaves calls working", async () => {
    const auth = withStoresOffBetweenCalls(
      betterAuth({
        database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
        secret: "a-contract-test-secret-of-32-characters",
        baseURL: "http://localhost:3000",
        logger: { disabled: true },
      }),
    );
    for (let call = 0; call < 2; call++) {
      const answer = await auth.handler(new Request("http://localhost:3000/api/auth/get-session"));
      expect(answer.status, why).toBe(200);
      const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
        Symbol.for("better-auth:global")
      ];
      const stores = Object.values(global?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
      expect(stores.length, why).toBeGreaterThan(0);
      expect(await areAsyncHooksOn(), why).toBe(false);
    }
  });
});

describe("Hono's router result (src/server/lib/no-such-endpoint.ts, used by src/server/lib/front-door.ts)", () => {
  const why = broken(
    "src/server/lib/no-such-endpoint.ts",
    "re-check the shape of app.router.match(method, path): [[[handler, { method, path }], params], ...] in " +
      "match order (hono/dist/router/*), which findsNoEndpoint reads",
  );

  it("lists the matching handlers with their route in order, so the app's own 404 is recognised", async () => {
    const app = new Hono<AppEnv>();
    app.use((_c, next) => next());
    app.use("/api/*", (_c, next) => next());
    const api = new Hono<AppEnv>().get("/creators/:username", (c) => c.json({ ok: true }));
    api.all("*", noSuchEndpoint);
    app.route("/api", api);
    app.get("/explore", (c) => c.text("page"));

    const [matched] = app.router.match("GET", "/api/nothing");
    expect(Array.isArray(matched), why).toBe(true);
    const routes = matched.map(([[handler, route]]) => ({ isHandler: typeof handler === "function", ...route }));
    expect(routes.slice(0, 2), why).toMatchObject([
      { isHandler: true, method: "ALL", path: "/*" },
      { isHandler: true, method: "ALL", path: "/api/*" },
    ]);

    const noEndpoint = findsNoEndpoint(app);
    for (const path of ["/api/nothing", "/api/creators/maya", "/api/creators/maya/more", "/explore"]) {
      const answer = await app.request(path);
      expect(noEndpoint(path), `${why} (path ${path})`).toBe(answer.status === 404);
    }
  });
});

describe("Hono's Context (src/server/lib/request-context.ts and src/server/lib/public-cache.ts)", () => {
  it("has `var` as a prototype getter that one object per request may replace", async () => {
    const why = broken(
      "src/server/lib/request-context.ts",
      "check that Context's `var` is still an accessor on its prototype that Hono itself does not read " +
        "(hono/dist/context.js), so the object defined per request is what handlers see",
    );
    const app = new Hono<AppEnv>();
    const { logger } = createMemoryLogger();
    app.use(requestContext({ logger, marker: "deps" } as unknown as AppDeps));
    let seen: { sameObject: boolean; marker: unknown; requestId: unknown; viaGet: unknown } | null = null;
    let prototypeVar: PropertyDescriptor | undefined;
    app.get("/", (c) => {
      prototypeVar = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), "var");
      const vars = c.var as unknown as Record<string, unknown>;
      seen = {
        sameObject: c.var === c.var,
        marker: vars.marker,
        requestId: vars.requestId,
        viaGet: c.get("requestId"),
      };
      return c.text("ok");
    });
    const answer = await app.request("/", { headers: { "x-request-id": "contract-1" } });
    expect(answer.status, why).toBe(200);
    expect(typeof prototypeVar?.get, why).toBe("function");
    expect(seen, why).toEqual({ sameObject: true, marker: "deps", requestId: "contract-1", viaGet: "contract-1" });
  });

  it("lets a middleware drop the handler's response before replacing it, so none of its headers remain", async () => {
    const why = broken(
      "src/server/lib/public-cache.ts",
      "check that `c.res = undefined` still forgets the handler's response, whose headers Hono merges into a " +
        "replacement otherwise (the `res` setter in hono/dist/context.js)",
    );
    const replace = (dropFirst: boolean) => async (c: Context, next: () => Promise<void>) => {
      await next();
      if (dropFirst) c.res = undefined;
      c.res = new Response("cached", { headers: { "x-cached": "yes" } });
    };
    const answers = await Promise.all(
      [true, false].map((dropFirst) => {
        const app = new Hono();
        app.use(replace(dropFirst));
        app.get("/", (c) => c.text("handler", 200, { "x-handler": "yes" }));
        return app.request("/");
      }),
    );
    expect(
      answers.map((answer) => answer.headers.get("x-handler")),
      why,
    ).toEqual([null, "yes"]);
    expect(await answers[0]!.text(), why).toBe("cached");
  });
});
