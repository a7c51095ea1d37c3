import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./src/server/db/free-port";

// Several runs (or a running app) can share one machine: each run takes free ports, chosen once
// by the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(await freePort(3100));
process.env.E2E_PG_PORT ??= String(await freePort(54400));
const PORT = Number(process.env.E2E_PORT);
const PG_PORT = process.env.E2E_PG_PORT;

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
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_PORT: PG_PORT,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "dist/web",
      SEED_DEMO: "true",
      AUTH_RATE_LIMIT: "1000",
      OWNER_EMAILS: "owner@e2e.test",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
  },
});
