// Every screen, at desktop width and at 375 px, checked by axe-core against WCAG 2.0 and 2.1 A and AA:
// no serious or critical violation. One signed-in page per role is reused for all of its screens.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { demoEmail, ownerSignIn, signIn, signedInNewAccount } from "./support/accounts";

// Screens are independent, so both workers may share them; each worker signs in once per role.
// A long form checked at two widths takes a while on a busy machine.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// A WCAG 2.1 A rule (2.5.3 Label in Name) that axe leaves out by default as experimental.
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };
const viewports = {
  desktop: { width: 1280, height: 800 },
  "375 px": { width: 375, height: 812 },
};

interface Screen {
  /** The URL, or how to get one (a sandbox session made for this run). */
  path: string | ((page: Page) => Promise<string>);
  /** What the test is called when the path alone does not say it. */
  name?: string;
  /** Brings up the part to check after the page has loaded, e.g. a tab or a dialog. */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths, for parts that exist at one width only (e.g. the mobile menu). */
  widths?: Width[];
}
type Width = keyof typeof viewports;

const tab = (name: string) => async (page: Page) => {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tabpanel", { name })).toBeVisible();
};

const click = (button: string | RegExp, opens: (page: Page) => Locator) => async (page: Page) => {
  await page.getByRole("button", { name: button }).first().click();
  await expect(opens(page)).toBeVisible();
};
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole("dialog", { name });
/** A form sent empty: its email field is marked invalid, with its message. */
const invalidEmail = (page: Page) => page.locator("input[type=email][aria-invalid=true]");
const openConversation = async (page: Page) => {
  await page.getByRole("list", { name: "Conversations" }).getByRole("link").first().click();
  await expect(page.getByRole("log")).toBeVisible();
};
/** The mobile menu's panel, found through its button's aria-controls. */
const openMobileMenu = async (page: Page) => {
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await button.click();
  await expect(page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)).toBeVisible();
};

/** A sandbox session's URL, from an API that answers `{ url }`. */
const sandboxUrl = (api: string, data?: object) => async (page: Page) => {
  const response = await page.request.post(api, { data });
  expect(response.ok(), `POST ${api}`).toBe(true);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname;
};

const visitorScreens: Screen[] = [
  { path: "/" },
  { path: "/explore" },
  { path: "/influencer/maya_strong" },
  { path: "/influencer/maya_strong", name: "/influencer/maya_strong, Routine tab", open: tab("Routine") },
  { path: "/influencer/maya_strong", name: "/influencer/maya_strong, Content tab", open: tab("Content") },
  { path: "/influencer/no_such_creator" },
  { path: "/subscription" },
  { path: "/subscription/maya_strong" },
  { path: "/subscription/success" },
  { path: "/support" },
  { path: "/", name: "/ with the mobile menu open", open: openMobileMenu, widths: ["375 px"] },
  { path: "/login" },
  { path: "/login", name: "/login with its errors", open: click("Log in", invalidEmail) },
  { path: "/register" },
  { path: "/register", name: "/register with its errors", open: click("Create account", invalidEmail) },
  { path: "/auth/callback" },
  { path: "/forgot-password" },
  { path: "/reset-password?token=a11y-check" },
  { path: "/unsubscribe" },
  { path: "/dev/mail" },
  { path: "/sandbox/clock" },
  { path: "/no-such-page" },
  {
    path: "/influencer/coach_dre",
    name: "/influencer/coach_dre, a free post in the content viewer",
    open: async (page) => {
      await tab("Content")(page);
      await click(/^(Watch|View|Read) now: /, (viewer) => viewer.getByRole("dialog"))(page);
    },
  },
];

const followerScreens: Screen[] = [
  { path: "/dashboard/follower" },
  { path: "/dashboard/follower/subscriptions" },
  { path: "/dashboard/follower/settings" },
  { path: "/dashboard/follower/membership" },
  { path: "/dashboard/follower/inbox" },
  { path: "/dashboard/follower/notifications" },
  { path: "/dashboard/follower/favorites" },
  {
    path: "/support",
    name: "/support, a support request with its errors",
    open: click("Send request", (page) => page.getByText("Write a subject of at least 3 characters")),
  },
  { path: "/dashboard/follower/check-in" },
  { path: "/influencer/maya_strong", name: "/influencer/maya_strong as an ALL STAR member" },
  { path: "/influencer/maya_strong/community", name: "/influencer/maya_strong/community as an ALL STAR member" },
  {
    path: "/influencer/maya_strong",
    name: "/influencer/maya_strong, the message dialog",
    open: click("Send Message", dialog("Message maya_strong")),
  },
  {
    path: "/influencer/maya_strong",
    name: "/influencer/maya_strong, the unfollow confirmation",
    open: click("Unfollow", (page) => page.getByRole("alertdialog", { name: "Unfollow maya_strong?" })),
  },
  {
    path: "/",
    name: "/ with the account menu open",
    open: click("Account menu", (page) => page.getByRole("link", { name: "Settings" })),
    widths: ["desktop"],
  },
  {
    path: "/dashboard/follower",
    name: "/dashboard/follower with the sections drawer open",
    open: click("Sections", dialog("My dashboard")),
    widths: ["375 px"],
  },
  {
    path: "/dashboard/follower",
    name: "/dashboard/follower with the mobile menu open",
    open: openMobileMenu,
    widths: ["375 px"],
  },
  { path: "/subscription/maya_strong", name: "/subscription/maya_strong as an ALL STAR member" },
  { path: sandboxUrl("/api/billing/portal"), name: "/sandbox/portal" },
];

const creatorScreens: Screen[] = [
  { path: "/dashboard/influencer" },
  { path: "/dashboard/influencer/subscribers" },
  { path: "/dashboard/influencer/profile" },
  { path: "/dashboard/influencer/posts" },
  { path: "/dashboard/influencer/create-post" },
  { path: "/dashboard/influencer/routines" },
  { path: "/dashboard/influencer/inbox" },
  { path: "/dashboard/influencer/notifications" },
  { path: "/dashboard/influencer/analytics" },
  { path: "/dashboard/influencer/community" },
  { path: "/dashboard/influencer/check-ins" },
  { path: "/influencer/maya_strong", name: "/influencer/maya_strong as its creator" },
];

/** Demo accounts with what maya_strong and alex_follows have none of: posts, a conversation. */
const postingCreatorScreens: Screen[] = [
  { path: "/dashboard/influencer/posts", name: "/dashboard/influencer/posts with posts" },
  {
    path: "/dashboard/influencer/posts",
    name: "/dashboard/influencer/posts, the edit dialog",
    open: click(/^Edit: /, dialog("Edit post")),
  },
  {
    path: "/dashboard/influencer/posts",
    name: "/dashboard/influencer/posts, the delete confirmation",
    open: click(/^Delete: /, (page) => page.getByRole("alertdialog", { name: "Delete this post?" })),
  },
];
const conversingMemberScreens: Screen[] = [
  { path: "/dashboard/follower/inbox", name: "/dashboard/follower/inbox, a conversation", open: openConversation },
];
const conversingCreatorScreens: Screen[] = [
  { path: "/dashboard/influencer/inbox", name: "/dashboard/influencer/inbox, a conversation", open: openConversation },
];

const ownerScreens: Screen[] = [{ path: "/dashboard/owner" }];

/** Screens a new account shows: empty states, and the sandbox's checkout and onboarding. */
const newFollowerScreens: Screen[] = [
  { path: "/dashboard/follower", name: "/dashboard/follower with no memberships" },
  { path: sandboxUrl("/api/billing/checkout", { creator: "maya_strong", tier: "pro" }), name: "/sandbox/checkout" },
  {
    path: "/dev/mail",
    name: "/dev/mail, the new account's confirmation open",
    open: async (page) => {
      await page.getByRole("list", { name: "Messages" }).getByRole("link").first().click();
      await expect(page.getByRole("article")).toBeVisible();
    },
  },
];
const newCreatorScreens: Screen[] = [
  { path: "/dashboard/influencer", name: "/dashboard/influencer of a new creator" },
  { path: "/dashboard/influencer/profile", name: "/dashboard/influencer/profile of a new creator" },
  { path: sandboxUrl("/api/me/payout-account/link"), name: "/sandbox/onboarding" },
];

/** Waits for the page's own content, not just the shell: its main heading, and no loading status left. */
async function waitForContent(page: Page) {
  // Generous: a busy machine runs both workers' browsers and servers at once.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Loading.*…$/)).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoSeriousViolations(page: Page, width: string) {
  // axe reads colours as drawn: a button still fading in from its disabled colour would be measured halfway.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  // options() replaces what withTags() set, so it comes first.
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(WCAG_TAGS).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect.soft(serious, `axe violations on ${page.url()} at ${width}`).toEqual([]);
}

function checkScreens(role: string, screens: Screen[], signInAs?: (page: Page) => Promise<unknown>) {
  test.describe(role, () => {
    let page: Page;
    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
      await signInAs?.(page);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    // The layout answers to width through CSS alone, so one load serves every width.
    for (const screen of screens) {
      test(screen.name ?? String(screen.path), async () => {
        const widths = screen.widths ?? (Object.keys(viewports) as Width[]);
        await page.setViewportSize(viewports[widths[0]!]);
        await page.goto(typeof screen.path === "string" ? screen.path : await screen.path(page));
        await waitForContent(page);
        await screen.open?.(page);
        for (const width of widths) {
          await page.setViewportSize(viewports[width]);
          await expectNoSeriousViolations(page, width);
        }
      });
    }
  });
}

checkScreens("a visitor", visitorScreens);
checkScreens("a follower", followerScreens, (page) => signIn(page, demoEmail("alex_follows")));
checkScreens("a creator", creatorScreens, (page) => signIn(page, demoEmail("maya_strong")));
checkScreens("a creator with posts", postingCreatorScreens, (page) => signIn(page, demoEmail("coach_dre")));
checkScreens("a member in a conversation", conversingMemberScreens, (page) => signIn(page, demoEmail("priya_moves")));
checkScreens("a creator in a conversation", conversingCreatorScreens, (page) => signIn(page, demoEmail("zen_camille")));
checkScreens("the owner", ownerScreens, ownerSignIn);
checkScreens("a new follower", newFollowerScreens, (page) => signedInNewAccount(page, "follower", "a11y_fan"));
checkScreens("a new creator", newCreatorScreens, (page) => signedInNewAccount(page, "influencer", "a11y_coach"));
