// The web shell as a visitor meets it: navigation, guards, language, mobile menu,
// dashboard sidebars, local error logs with the debug panel, and the development outbox.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { demoEmail, newPerson, signIn, signUp } from "./support/accounts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test("a signed-out visitor to a dashboard is sent to the login page", async ({ page }) => {
  await page.goto("/dashboard/follower");
  await expect(page).toHaveURL(/\/login$/);
});

test("a follower opening the creator dashboard is sent home", async ({ page }) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/dashboard/influencer");
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in follower sees their navigation, account menu, and can log out", async ({ page }) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/");
  const nav = mainNav(page);

  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard/follower");
  await expect(nav.getByRole("link", { name: "Notifications" })).toHaveAttribute(
    "href",
    "/dashboard/follower/notifications",
  );
  await expect(nav.getByRole("link", { name: "Inbox" })).toHaveAttribute("href", "/dashboard/follower/inbox");
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);

  const accountButton = nav.getByRole("button", { name: "Account menu" });
  await expect(accountButton).toHaveText("A");
  await accountButton.click();
  await expect(accountButton).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/dashboard/follower/settings");
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await expect(accountButton).toBeFocused();

  await accountButton.click();
  await nav.getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await page.goto("/dashboard/follower");
  await expect(page).toHaveURL(/\/login$/);
});

test("switching to Español translates the navigation and is remembered", async ({ page }) => {
  await page.goto("/");
  await expect(mainNav(page).getByRole("link", { name: "Explore" })).toBeVisible();
  // The language menu acts once the app runs (the page is on screen before it).
  await waitForHydration(page);

  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });

  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(nav.getByRole("link", { name: "Explorar" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.reload();
  await expect(nav.getByRole("link", { name: "Explorar" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens and closes the mobile menu", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Explore" })).toBeHidden();
    // The server-rendered home's menu button works once the app has started.
    await waitForHydration(page);

    const menuButton = nav.getByRole("button", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Explore" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign up" })).toBeVisible();
    await expect(nav.getByRole("combobox", { name: "Language" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Explore" })).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("the dashboard menu button opens a drawer of sections", async ({ page }) => {
    await signIn(page, demoEmail("alex_follows"));
    await page.goto("/dashboard/follower");
    await page.getByRole("button", { name: "Sections" }).click();

    const drawer = page.getByRole("dialog", { name: "My dashboard" });
    await expect(drawer.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: "Membership" }).click();

    await expect(page).toHaveURL(/\/dashboard\/follower\/membership$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Membership" })).toBeVisible();
    // The dashboard's stylesheets, loaded after the first visit's, leave the language to the menu.
    await expect(mainNav(page).getByRole("combobox", { name: "Language" })).toBeHidden();
  });
});

test("the follower dashboard greets the user and its sidebar links navigate", async ({ page }) => {
  await signIn(page, demoEmail("alex_follows"));
  await page.goto("/dashboard/follower");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, alex_follows" })).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "My dashboard" });
  await expect(sidebar.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower\/subscriptions$/);
  await expect(sidebar.getByRole("link", { name: "Subscriptions" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page");

  await sidebar.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower\/settings$/);

  await sidebar.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/dashboard\/follower$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, alex_follows" })).toBeVisible();
});

test("an uncaught error is logged, reported with its ID, and shown in the debug panel", async ({ page }) => {
  await page.goto("/");
  // The app (and its error reporter) starts after the page's load event: throw once it runs.
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /error logged/ })).toHaveCount(0);

  const report = page.waitForRequest(
    (request) => request.url().endsWith("/api/client-logs") && request.method() === "POST",
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Dumbbell dropped");
    });
  });
  const body = (await report).postDataJSON() as { errorId: string; message: string; url: string };
  expect(body.message).toBe("Dumbbell dropped");
  expect(body.url).toMatch(/\/$/);

  const toggle = page.getByRole("button", { name: "1 error logged" });
  await toggle.click();
  const panel = page.getByRole("region", { name: "Debug panel" });
  await expect(panel.getByText("Dumbbell dropped", { exact: true })).toBeVisible();
  await expect(panel.getByText(body.errorId)).toBeVisible();
  await expect(panel.getByText("Healthy")).toBeVisible();

  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download JSON log" }).click();
  expect((await download).suggestedFilename()).toMatch(/^fitcreators-error-log-.*\.json$/);

  // The log survives a reload, then clearing it hides the panel.
  await page.reload();
  await page.getByRole("button", { name: "1 error logged" }).click();
  await page.getByRole("button", { name: "Clear logs" }).click();
  await expect(page.getByRole("button", { name: /error logged/ })).toHaveCount(0);
});

test.describe("without the app's service worker", () => {
  // The worker fetches the app's files itself once it runs, where page.route cannot see them.
  test.use({ serviceWorkers: "block" });

  test("a page that fails to load shows the error screen with an error ID reported to the server", async ({ page }) => {
    await page.goto("/");
    // The router listens once the app runs (the page is on screen before it).
    await waitForHydration(page);
    // The page's code cannot be downloaded, as on a flaky connection after a deploy.
    await page.route(/not-found-page-[^/]*\.js$/, (route) => route.abort());
    const report = page.waitForRequest(
      (request) => request.url().endsWith("/api/client-logs") && request.method() === "POST",
    );
    await page.evaluate(() => {
      history.pushState(null, "", "/no-such-page");
      dispatchEvent(new PopStateEvent("popstate"));
    });

    const screen = page.getByRole("alert");
    await expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(screen.getByText("Try a different browser.")).toBeVisible();
    const { errorId } = (await report).postDataJSON() as { errorId: string };
    await expect(screen.getByText(errorId)).toBeVisible();
    await expect(screen.getByText("Browser", { exact: true })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Reload Page" })).toBeVisible();
    // Logged once, even though the failing render was also the one that changed the page.
    await expect(page.getByRole("button", { name: "1 error logged" })).toBeVisible();

    await screen.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  });
});

test("the development outbox lists the confirmation email of a new sign-up", async ({ page }) => {
  const person = newPerson("shell");
  expect((await signUp(page.request, "follower", person)).status()).toBe(201);

  await page.goto("/dev/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Development mail" })).toBeVisible();
  const message = page.getByRole("list", { name: "Messages" }).getByRole("link").filter({ hasText: person.email });
  await expect(message).toContainText("Confirm your FitCreators account");

  await message.click();
  await expect(page.getByRole("heading", { level: 2, name: "Confirm your FitCreators account" })).toBeVisible();
  await expect(page.getByRole("article").getByRole("link", { name: /\/auth\/callback/ })).toBeVisible();
});
