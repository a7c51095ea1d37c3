// The installable app: the manifest and its icons as a phone reads them, Chromium's own
// installability check (the one Lighthouse's installable audit runs), and the install prompt a
// visitor is offered once, on their second visit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import { consoleProblems } from "./support/console-problems";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

/** A PNG's width and height, from its IHDR chunk (bytes 16-23, after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("the manifest names the app, its dashboard, its icons and the member's shortcuts", async ({ request }) => {
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.ok()).toBe(true);
  expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: "/",
    name: "FitCreators",
    short_name: "FitCreators",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#111827",
    background_color: "#f8fafc",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "192x192 maskable",
    "512x512 any",
    "512x512 maskable",
  ]);
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ["Today's routine", "/dashboard/follower/today"],
    ["My plan", "/dashboard/follower/plan"],
    ["Inbox", "/dashboard/follower/inbox"],
  ]);

  const icons = [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
  ];
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

test("every page links the manifest and the iOS home screen icon, the server-rendered ones too", async ({ page }) => {
  for (const pagePath of ["/", "/explore", "/login"]) {
    await page.goto(pagePath);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  }
});

test("Chromium finds the app installable, with no manifest errors", async ({ baseURL }) => {
  // Chromium never installs from an incognito profile, which Playwright's contexts are: the check
  // runs in a browser with a profile of its own, launched as the configured one is.
  const profile = mkdtempSync(path.join(tmpdir(), "fc-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe("the install prompt", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** Waits until the installable app has counted this tab's visit (src/web/features/install). */
  const counted = (page: Page, visits: number) =>
    expect.poll(() => page.evaluate(() => localStorage.getItem("fc-install-visits"))).toBe(String(visits));

  /**
   * Makes Chromium's install offer, with a dialog that records being opened and is accepted,
   * until the app has taken it: its listener starts after the page's load.
   */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          const calls = Number(sessionStorage.getItem("prompt-calls") ?? 0);
          sessionStorage.setItem("prompt-calls", String(calls + 1));
        },
        userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  test("is offered once, on the second visit, and Install opens the browser's dialog", async ({ context, page }) => {
    test.setTimeout(60_000);
    const installCard = (tab: Page) => tab.getByRole("region", { name: "Install FitCreators" });

    await page.goto("/");
    await counted(page, 1);
    await offerInstall(page);
    await expect(installCard(page)).toHaveCount(0);
    await page.close();

    // A second visit: a new tab, so a new browser session.
    const second = await context.newPage();
    await second.goto("/explore");
    await counted(second, 2);
    await expect.poll(() => offerInstall(second), { message: "the app takes the offer" }).toBe(true);
    const card = installCard(second);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Add it to your home screen for today's routine and your plan, even offline.");
    await expect(card.getByRole("button", { name: "Not now" })).toBeVisible();
    await card.getByRole("button", { name: "Install" }).click();
    await expect(card).toHaveCount(0);
    expect(await second.evaluate(() => sessionStorage.getItem("prompt-calls"))).toBe("1");
    await second.close();

    const third = await context.newPage();
    await third.goto("/");
    await counted(third, 3);
    await offerInstall(third);
    await third.waitForTimeout(500);
    await expect(installCard(third)).toHaveCount(0);
  });
});
