// The public pages arrive as HTML with their content (server rendering), then come alive in the
// browser without refetching what the page carries and without hydration warnings.
import { expect, test, type Page } from "@playwright/test";
import { demoEmail, signIn } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { consoleProblems } from "./support/console-problems";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const exploreResults = (page: Page) =>
  page.getByRole("region", { name: "Creators" }).getByRole("heading", { level: 3 });

/** Console warnings and errors, uncaught errors, and API reads a page makes while it loads. */
function watch(page: Page) {
  const problems = consoleProblems(page);
  const apiReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/media/"))
      apiReads.push(url.pathname + url.search);
  });
  return { problems, apiReads };
}

/** Loads a page and waits until it is hydrated and the network is quiet. */
async function open(page: Page, path: string) {
  const watched = watch(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return watched;
}

/** Loads a page with the app's code held back, as on a slow connection, until `release` is called. */
async function openBeforeTheAppStarts(page: Page, path: string) {
  let release!: () => void;
  const appCode = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await appCode;
    await route.continue();
  });
  const { problems } = watch(page);
  await page.goto(path);
  return { release, problems };
}

/**
 * Only the session is asked again: the page was rendered for a visitor and may sit in the
 * browser's cache for 15 seconds, so it checks that its viewer has not signed in since.
 */
const dataReads = (apiReads: string[]) => apiReads.filter((path) => path !== "/api/auth/session");

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the hero and the featured creators", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Train with the creators who move you" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured Influencers" });
    await expect(featured.getByRole("article")).toHaveCount(4);
    // The four newest complete profiles: other journeys create creators, so they are read from the
    // API. A creator completing a profile meanwhile moves both, each within its cache's 15 or 30 s.
    await expect(async () => {
      const answer = (await (await page.request.get("/api/creators/featured")).json()) as {
        creators: { username: string }[];
      };
      await page.goto("/");
      await expect(featured.getByRole("heading", { level: 3 })).toHaveText(
        answer.creators.map((creator) => creator.username),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 45_000 });
  });

  test("explore lists the creators, filtered by the query string", async ({ page }) => {
    await page.goto("/explore");
    await expect(page.getByRole("heading", { level: 1, name: "Explore creators" })).toBeVisible();
    // Other journeys add creators; the demo's are there whatever they do.
    await expect(exploreResults(page).filter({ hasText: "maya_strong" })).toHaveCount(1);
    await expect(exploreResults(page).filter({ hasText: "zen_camille" })).toHaveCount(1);

    await page.goto("/explore?search=yoga");
    await expect(exploreResults(page)).toHaveText(["zen_camille", "leo_flow"]);
  });

  test("a creator's profile shows their name, bio, stats and tiers", async ({ page }) => {
    await page.goto("/influencer/maya_strong");
    await expect(page).toHaveTitle("maya_strong · FitCreators");
    await expect(page.getByRole("heading", { level: 1, name: "maya_strong" })).toBeVisible();
    await expect(page.getByText(/Powerlifter and strength coach/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Membership tiers" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  });

  test("a creator's plans page shows their three plans", async ({ page }) => {
    await page.goto("/subscription/maya_strong");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan with maya_strong" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "PRO" }).first()).toBeVisible();
  });

  test("an unknown creator is Profile Not Found, with status 404", async ({ page }) => {
    const response = await page.goto("/influencer/nobody_by_this_name");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
  });

  test("the language cookie chooses the language the page is rendered in", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fc_lang", value: "fr", url: baseURL! }]);
    await page.goto("/explore");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Explorer les créateurs" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  for (const path of ["/", "/explore", "/influencer/maya_strong", "/subscription/maya_strong"]) {
    test(`${path} hydrates with no console warnings or errors and no request for the data it carries`, async ({
      page,
    }) => {
      const { problems, apiReads } = await open(page, path);
      expect(problems).toEqual([]);
      expect(dataReads(apiReads)).toEqual([]);
    });
  }

  test("a page fetches the app's code only once it is on screen, then hydrates", async ({ page }) => {
    // The page's first animation frame (an init script runs before the page's own) against the
    // requests for the app's code: none of it is fetched before the page is painted.
    const events: string[] = [];
    await page.exposeFunction("firstFrame", () => void events.push("first frame"));
    await page.addInitScript(() =>
      requestAnimationFrame(() => void (window as unknown as { firstFrame(): void }).firstFrame()),
    );
    page.on("request", (request) => {
      const file = /\/assets\/(index|shell|explore-page)-[^/]*\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) events.push(file);
    });
    const { problems } = await open(page, "/explore");
    expect(events[0]).toBe("first frame");
    expect(events).toEqual(expect.arrayContaining(["index", "shell", "explore-page"]));
    expect(problems).toEqual([]);
  });

  test("explore stays interactive: the search filter works after hydration", async ({ page }) => {
    const { problems } = await open(page, "/explore");
    await expect(exploreResults(page).filter({ hasText: "maya_strong" })).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search by name, bio or category" }).fill("yoga");
    await expect(page).toHaveURL(/\/explore\?search=yoga$/);
    await expect(exploreResults(page)).toHaveText(["zen_camille", "leo_flow"]);
    expect(problems).toEqual([]);
  });

  test("a button pressed and text typed before the app has started are handed to it", async ({ page }) => {
    const { release, problems } = await openBeforeTheAppStarts(page, "/explore");
    await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Yoga & Flexibility" }).click();
    await page.getByRole("searchbox", { name: "Search by name, bio or category" }).fill("yoga");
    await expect(page).toHaveURL(/\/explore$/);

    release();
    await expect(page).toHaveURL(/category=yoga_flexibility/);
    await expect(page).toHaveURL(/search=yoga/);
    await expect(page.getByRole("button", { name: "Yoga & Flexibility" })).toHaveAttribute("aria-pressed", "true");
    await expect(exploreResults(page)).toHaveText(["zen_camille", "leo_flow"]);
    expect(problems).toEqual([]);
  });

  test("a tab arrowed along before the app has started is moved along once it has", async ({ page }) => {
    const { release, problems } = await openBeforeTheAppStarts(page, "/influencer/leo_flow");
    await page.getByRole("tab", { name: "Profile" }).focus();
    await page.keyboard.press("ArrowRight");

    release();
    await expect(page.getByRole("tab", { name: "Routine" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Routine" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Routine" })).toContainText("Today's routine");
    expect(problems).toEqual([]);
  });

  test("a language picked before the app has started is the one it starts in", async ({ page, context }) => {
    const { release, problems } = await openBeforeTheAppStarts(page, "/explore");
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Explorar creadores" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect((await context.cookies()).find((cookie) => cookie.name === "fc_lang")?.value).toBe("es");
    expect(problems).toEqual([]);
  });

  test("a profile stays interactive: its tabs work after hydration", async ({ page }) => {
    const { problems } = await open(page, "/influencer/leo_flow");
    await page.getByRole("tab", { name: "Routine" }).click();
    await expect(page.getByRole("tabpanel", { name: "Routine" })).toContainText("Today's routine");
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { name: "Philosophy" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a page rendered in French hydrates in French", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fc_lang", value: "fr", url: baseURL! }]);
    const { problems, apiReads } = await open(page, "/influencer/maya_strong");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
    expect(problems).toEqual([]);
    expect(dataReads(apiReads)).toEqual([]);
  });

  test("a language chosen before the cookie existed is kept, and from then on rendered by the server", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      if (!document.cookie.includes("fc_lang=")) localStorage.setItem("language", "es");
    });
    await page.goto("/explore");
    await expect(page.getByRole("heading", { level: 1, name: "Explorar creadores" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "fc_lang")?.value).toBe("es");

    const response = await page.request.get("/explore");
    expect(await response.text()).toContain('<html lang="es"');
  });

  test("a signed-in user gets the client-only app, which shows them signed in", async ({ page }) => {
    await signIn(page, demoEmail("alex_follows"));
    const response = await page.request.get("/");
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("fc-state");
    expect(response.headers()["cache-control"]).toBe("no-cache");

    await page.goto("/");
    await expect(mainNav(page).getByRole("button", { name: "Account menu" })).toBeVisible();
  });
});
