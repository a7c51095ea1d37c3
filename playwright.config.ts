import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./src/server/db/free-port";

// Several runs (or a running app) can share one machine: each run takes free ports, chosen once
// by the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(await freePort(3100));
process.env.E2E_PG_PORT ??= String(await freePort(54400));
// A second app process on the same database (two-instances.spec.ts): its own port, above the first's.
process.env.E2E_PORT_2 ??= String(await freePort(Number(process.env.E2E_PORT) + 1));
// The fake LibreTranslate the first server starts (translation.spec.ts).
process.env.E2E_TRANSLATE_PORT ??= String(await freePort(Number(process.env.E2E_PORT_2) + 1));
// The first server's RTMP listener, where an encoder streams a live session (live-sessions.spec.ts).
process.env.E2E_RTMP_PORT ??= String(await freePort(Number(process.env.E2E_TRANSLATE_PORT) + 1));
// Both processes sign sessions with one secret, so a session made by one is valid on the other.
process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString("hex");
const PORT = Number(process.env.E2E_PORT);
const PORT_2 = Number(process.env.E2E_PORT_2);
const PG_PORT = process.env.E2E_PG_PORT;
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? "dist/web";
const BILLING_CLOCK_JOURNEYS = [
  "billing-management.spec.ts",
  "free-trials.spec.ts",
  "offers.spec.ts",
  "paid-membership.spec.ts",
  "pauses.spec.ts",
  "yearly-plans.spec.ts",
];
const sharedEnv = {
  BETTER_AUTH_SECRET: process.env.E2E_AUTH_SECRET,
  WEB_DIST_DIR,
  AUTH_RATE_LIMIT: "1000",
  OWNER_EMAILS: "owner@e2e.test",
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
  E2E_TRANSLATE_PORT: process.env.E2E_TRANSLATE_PORT,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // A camera and microphone for the creator going live (live-sessions.spec.ts): Chromium's
        // generated picture and tone, allowed without asking.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  // The sandbox has one billing clock for the whole run. Journeys that move it a month, or that
  // assert where a billing period stands, run one at a time in their own project, so one never
  // ends another's period halfway through (the rest of the run goes on beside them).
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: BILLING_CLOCK_JOURNEYS },
    {
      name: "billing-clock",
      use: { ...devices["Desktop Chrome"] },
      testMatch: BILLING_CLOCK_JOURNEYS,
      workers: 1,
    },
  ],
  // Started in order: the second waits for the first to be healthy, then joins its embedded
  // database (already migrated and seeded) instead of starting its own.
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...sharedEnv,
        PORT: String(PORT),
        EMBEDDED_PG_PORT: PG_PORT,
        SEED_DEMO: "true",
        LIVE_RTMP_PORT: process.env.E2E_RTMP_PORT,
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${PORT_2}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...sharedEnv,
        PORT: String(PORT_2),
        E2E_JOIN_PORT: String(PORT),
        SEED_DEMO: "false",
      },
    },
  ],
});
