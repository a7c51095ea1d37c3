// Without a translation provider configured, no Translate action is offered anywhere (the profile,
// a post, the routine): it could only answer "Translation unavailable". The journeys' server runs
// with a fake LibreTranslate (translation.spec.ts), so this file starts one more app process on the
// same database without it, as scripts/e2e-server.mjs starts the second instance.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../support/server-process";
import { demoEmail, signIn } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

const ROOT = path.resolve(import.meta.dirname, "../..");
let server: ChildProcess | null = null;
let withoutProvider = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // Everything the journeys' server has, except the translation provider.
  const { E2E_TRANSLATE_PORT: _fake, LIBRETRANSLATE_URL: _url, DEEPL_API_KEY: _key, ...env } = process.env;
  server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      E2E_JOIN_PORT: process.env.E2E_PORT,
      SEED_DEMO: "false",
      BETTER_AUTH_SECRET: process.env.E2E_AUTH_SECRET,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "dist/web",
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: "ignore",
  });
  withoutProvider = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${withoutProvider}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000, message: "the server without a provider starts" },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
});

async function readInSpanish(page: Page, origin: string) {
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: origin }]);
  await page.addInitScript(() => localStorage.setItem("language", "es"));
}

test("a Spanish reader is offered Translate only by the server that has a provider", async ({ page, baseURL }) => {
  // The journeys' server has the fake provider: the action is there for this English-writing creator.
  await readInSpanish(page, baseURL!);
  await page.goto("/influencer/maya_strong");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Traducir" })).toBeVisible();

  await readInSpanish(page, withoutProvider);
  await page.goto(`${withoutProvider}/influencer/maya_strong`);
  await waitForHydration(page);
  await expect(page.getByText("200 kg deadlift at 63 kg bodyweight", { exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Traducir" })).toHaveCount(0);

  // Nor on a post in the viewer, nor on the routine.
  await page.goto(`${withoutProvider}/influencer/sofia_hiit`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Contenido" }).click();
  await page.getByRole("button", { name: "Leer ahora: 25-minute living-room HIIT" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("heading", { name: "25-minute living-room HIIT" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(viewer.getByRole("button", { name: "Traducir" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Rutina" }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Traducir" })).toHaveCount(0);
});

test("auto-translate is a setting only where a provider can translate", async ({ page, baseURL }) => {
  // Both servers share the database and the session secret, and cookies do not depend on the port.
  await signIn(page, demoEmail("jordan_lifts"));
  for (const [origin, isOffered] of [
    [baseURL!, true],
    [withoutProvider, false],
  ] as const) {
    await page.goto(`${origin}/dashboard/follower/settings`);
    // The card's other setting shows once the reader's preferences have loaded.
    await expect(page.getByRole("combobox", { name: "Weights and distances" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Translate content into my language automatically" })).toHaveCount(
      isOffered ? 1 : 0,
    );
  }
});
