// A fresh database (cloned from the migrated template) and the whole HTTP app for one test file.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createMailer, type Mailer, type Outbox } from "../../src/server/adapters/mail";
import { createApp, type App } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createDeps } from "../../src/server/deps";
import { createLogger } from "../../src/server/lib/logger";
import { createTracing } from "../../src/server/lib/tracing";
import { withDatabase } from "./global-setup";

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Another test app's database, for a second instance of the app; the first app drops it. */
  databaseUrl?: string;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const serverUrl = inject("databaseServerUrl");
  const database = `fitcreators_test_${randomUUID().replace(/-/g, "")}`;
  if (!options.databaseUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${database}" template "${inject("templateDatabase")}"`);
    await admin.end();
  }
  const databaseUrl = options.databaseUrl ?? withDatabase(serverUrl, database);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    SEED_DEMO: "false",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    // Every request of a test comes from the same "address"; tests of the limit set their own.
    AUTH_RATE_LIMIT: "1000",
    // Tests read right after they write; the shared cache's few seconds of staleness are tested
    // on their own (public-cache tests turn it on).
    PUBLIC_CACHE_MB: "0",
    ...options.env,
  });
  const logger = createLogger("silent");
  const mailer = options.mailer ?? createMailer({ from: config.mailFrom, logger });
  const tracing = await createTracing(config.tracing, logger);
  const { deps, close, listen } = createDeps({
    config,
    databaseUrl,
    authSecret: "test-secret-test-secret-test-secret-0123",
    logger,
    mailer,
    tracing,
  });
  // Requests act like the app's own pages in a browser, which send Origin with every change
  // (lib/origin-check.ts); a test of a foreign or missing Origin sets or builds its own.
  const app = withBrowserOrigin(createApp(deps), config.publicUrl);

  async function request(
    method: string,
    url: string,
    init: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json: json as any, text };
  }

  return {
    app,
    deps,
    db: deps.db,
    outbox: mailer.outbox as Outbox,
    /** The database's address, for a second app process in the same test. */
    databaseUrl,
    /** Starts hearing live hints (tests of the event stream need it; others need not pay for it). */
    listen,
    request,
    async close() {
      await close();
      await tracing?.shutdown();
      if (!options.databaseUrl) {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${database}" with (force)`);
        await cleanup.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The app, with `request` and `fetch` adding the page's Origin to changes that name none. */
function withBrowserOrigin(app: App, publicUrl: string): App {
  const origin = new URL(publicUrl).origin;
  const withOrigin = (request: Request) => {
    if (!CHANGING_METHODS.has(request.method) || request.headers.has("origin")) return request;
    const headers = new Headers(request.headers);
    headers.set("origin", origin);
    return new Request(request, { headers });
  };
  const fetch = ((request: Request, env?: unknown, executionContext?: never) =>
    app.fetch(withOrigin(request), env, executionContext)) as App["fetch"];
  const request = ((input: RequestInfo | URL, init?: RequestInit, env?: unknown, executionContext?: never) => {
    const built = input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
    return fetch(built, env, executionContext);
  }) as App["request"];
  return new Proxy(app, {
    get: (target, property, receiver) =>
      property === "fetch" ? fetch : property === "request" ? request : Reflect.get(target, property, receiver),
  });
}

/** The session cookie from a response, ready to send back. */
export function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
