import { defineConfig, devices } from "@playwright/test";

// Overridable so several runs (or developers) can share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? "54400";

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
