// Posts: a creator publishes text, image and video posts and manages them in My Posts; members of
// each tier see on the profile exactly what their tier unlocks; a follower's latest content.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoEmail, signedInNewAccount, signIn } from "./support/accounts";
import { recordWebm } from "./support/media";
import { openContentTab } from "./support/profile-tabs";

test.describe.configure({ mode: "serial" });

const CREATOR = "maya_strong";
// maya_strong's demo members: jordan_lifts is rookie, priya_moves PRO, alex_follows ALL STAR.
const members = { rookie: "jordan_lifts", pro: "priya_moves", all_star: "alex_follows" } as const;

const run = Date.now().toString(36);
const titles = {
  text: `Morning mobility ${run}`,
  image: `Meal prep board ${run}`,
  imageEdited: `Meal prep board ${run} (updated)`,
  video: `Deadlift form check ${run}`,
  draft: `Half-written plan ${run}`,
  draftPublished: `Finished plan ${run}`,
};
const textBody = `Ten minutes of hips and shoulders before coffee ${run}.`;

async function pageAs(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoEmail(username));
  return page;
}

/**
 * dashboards.spec asserts the demo accounts' view figures (alex_follows watched nothing this week),
 * and all spec files share one server. Where a demo member opens maya's posts here,
 * the view request is answered in the browser so those figures stay as seeded; the last test checks
 * that opening a post really counts a view, with accounts no other spec reads figures of.
 */
async function keepDemoViewFigures(page: Page) {
  await page.route("**/api/posts/*/views", (route) => route.fulfill({ status: 204 }));
}

/** A small PNG drawn in the page. */
async function drawPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#0f766e";
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = "#fde68a";
    context.fillRect(40, 40, 120, 100);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(base64, "base64");
}

async function openCreatePost(page: Page) {
  await page.goto("/dashboard/influencer/create-post");
  await expect(page.getByRole("heading", { level: 1, name: "Create Post" })).toBeVisible();
}

const createdNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Content created successfully!" });

test("a creator publishes a text, an image and a video post, keeps a draft, and manages them in My Posts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demoEmail(CREATOR));
  await openCreatePost(page);

  // The spec's defaults: text, workout, rookie.
  await expect(page.getByRole("radio", { name: "Text" })).toBeChecked();
  await expect(page.getByLabel("Category")).toHaveValue("workout");
  await expect(page.getByLabel("Who can see it")).toHaveValue("rookie");

  // A title is required; nothing typed is lost.
  await page.getByLabel("Description").fill(textBody);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByLabel("Description")).toHaveValue(textBody);

  await page.getByLabel("Title").fill(titles.text);
  await page.getByLabel("Category").selectOption("recovery");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(createdNotice(page)).toBeVisible();
  // The form starts again with its defaults.
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Description")).toHaveValue("");
  await expect(page.getByLabel("Category")).toHaveValue("workout");
  // The notice goes away by itself after 5 s.
  await expect(createdNotice(page)).toBeHidden({ timeout: 8_000 });

  // An image post: the file is required; changing the type clears the chosen file.
  const png = await drawPng(page);
  await page.getByRole("radio", { name: "Image" }).check();
  await page.getByLabel("Title").fill(titles.image);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Please select an image file")).toBeVisible();
  await page.getByLabel("Image file").setInputFiles({ name: "meal-prep.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("meal-prep.png")).toBeVisible();
  await expect(page.getByText("The image is its own thumbnail.")).toBeVisible();
  await page.getByRole("radio", { name: "Video" }).check();
  await expect(page.getByText("meal-prep.png")).toHaveCount(0);
  await page.getByRole("radio", { name: "Image" }).check();
  await expect(page.getByText("meal-prep.png")).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue(titles.image);
  // A file of the wrong type is refused before anything is sent.
  await page
    .getByLabel("Image file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please choose a JPEG, PNG or WebP picture.")).toBeVisible();
  await page.getByLabel("Image file").setInputFiles({ name: "meal-prep.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Category").selectOption("nutrition");
  await page.getByLabel("Who can see it").selectOption("pro");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(createdNotice(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Text" })).toBeChecked();

  // A video post: its thumbnail is made from a frame in the browser.
  const webm = await recordWebm(page);
  await page.getByRole("radio", { name: "Video" }).check();
  await page.getByLabel("Title").fill(titles.video);
  await page.getByLabel("Description").fill("Brace, hinge, push the floor away.");
  await page.getByLabel("Video file").setInputFiles({ name: "deadlift.webm", mimeType: "video/webm", buffer: webm });
  await expect(page.getByText("Made from a frame of the video")).toBeVisible({ timeout: 12_000 });
  await page.getByLabel("Who can see it").selectOption("all_star");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(createdNotice(page)).toBeVisible({ timeout: 20_000 });

  // A draft.
  await page.getByLabel("Title").fill(titles.draft);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();

  // My Posts: newest first, drafts included.
  await page.getByRole("link", { name: "View My Posts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Posts" })).toBeVisible();
  const row = (title: string) => page.getByRole("article", { name: title, exact: true });
  for (const title of [titles.text, titles.image, titles.video, titles.draft]) await expect(row(title)).toBeVisible();
  await expect(row(titles.draft)).toContainText("Draft");
  // A video post is "Processing…" until its renditions are made (a few seconds for this clip), then published.
  await expect(row(titles.video)).toContainText("Published", { timeout: 60_000 });
  await expect(row(titles.video)).toContainText("ALL STAR");
  await expect(row(titles.image)).toContainText("PRO");
  await expect(row(titles.text)).toContainText("FREE");

  // The video plays in the content viewer (its stream through hls.js, a blob: URL, or while there
  // is none its uploaded file); Escape closes it.
  await page.getByRole("button", { name: `View: ${titles.video}` }).click();
  const viewer = page.getByRole("dialog", { name: titles.video });
  await expect(viewer).toBeVisible();
  const video = viewer.locator("video");
  await expect(video).toHaveAttribute("src", /^(\/api\/posts\/[\w-]+\/media|blob:.+)$/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await expect(viewer.getByText("Failed to load video")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // Editing: a new title for the image post.
  await page.getByRole("button", { name: `Edit: ${titles.image}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit post" });
  await expect(editor.getByLabel("Title")).toHaveValue(titles.image);
  await editor.getByLabel("Title").fill(titles.imageEdited);
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit: ${titles.imageEdited}` })).toBeFocused();
  await expect(page.getByText("Post updated.")).toBeVisible();
  await expect(row(titles.imageEdited)).toBeVisible();
  await expect(row(titles.imageEdited)).toContainText("PRO");

  // Publishing the draft from the editor.
  await page.getByRole("button", { name: `Edit: ${titles.draft}` }).click();
  await editor.getByLabel("Title").fill(titles.draftPublished);
  await editor.getByLabel("Publish now").check();
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor).toBeHidden();
  await expect(row(titles.draftPublished)).toContainText("Published");

  // Deleting asks first; cancelling keeps the post.
  await page.getByRole("button", { name: `Delete: ${titles.draftPublished}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this post?" });
  await expect(confirm).toContainText("Are you sure you want to delete this post? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(titles.draftPublished)).toBeVisible();
  await page.getByRole("button", { name: `Delete: ${titles.draftPublished}` }).click();
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByText("Post deleted successfully!")).toBeVisible();
  await expect(row(titles.draftPublished)).toHaveCount(0);
  // The deleted post's button is gone, so focus lands on the page heading rather than nowhere.
  await expect(page.getByRole("heading", { level: 1, name: "My Posts" })).toBeFocused();
  await expect(row(titles.video)).toBeVisible();
});

const access = {
  rookie: { text: true, image: false, video: false },
  pro: { text: true, image: true, video: false },
  all_star: { text: true, image: true, video: true },
} as const;

const tierNames = { rookie: "a rookie", pro: "a PRO", all_star: "an ALL STAR" } as const;

for (const tier of ["rookie", "pro", "all_star"] as const) {
  test(`${tierNames[tier]} member sees on the profile exactly what the tier unlocks, the rest as teasers`, async ({
    browser,
  }) => {
    const page = await pageAs(browser, members[tier]);
    await keepDemoViewFigures(page);
    await page.goto(`/influencer/${CREATOR}`);
    await expect(page.getByRole("heading", { level: 1, name: CREATOR })).toBeVisible();
    await openContentTab(page);
    const panel = page.getByRole("tabpanel", { name: "Content" });
    const card = (title: string) => panel.getByRole("article", { name: title, exact: true });

    const expected = [
      { title: titles.text, open: "Read now", unlocked: access[tier].text, requiredTier: "rookie" },
      { title: titles.imageEdited, open: "View now", unlocked: access[tier].image, requiredTier: "pro" },
      { title: titles.video, open: "Watch now", unlocked: access[tier].video, requiredTier: "all_star" },
    ];
    for (const { title, open, unlocked, requiredTier } of expected) {
      await expect(card(title)).toBeVisible();
      if (unlocked) {
        await expect(card(title).getByRole("button", { name: `${open}: ${title}` })).toBeVisible();
        await expect(card(title).getByRole("link", { name: /Upgrade to watch/ })).toHaveCount(0);
      } else {
        // A teaser: no way in (a video only to its preview), a way to upgrade, and no description.
        await expect(card(title).getByRole("button", { name: `${open}: ${title}` })).toHaveCount(0);
        await expect(card(title).getByRole("button", { name: `Watch preview: ${title}` })).toHaveCount(
          title === titles.video ? 1 : 0,
        );
        await expect(card(title).getByRole("link", { name: `Upgrade to watch: ${title}` })).toHaveAttribute(
          "href",
          `/subscription/${CREATOR}?tier=${requiredTier}`,
        );
      }
    }
    await expect(card(titles.text)).toContainText(textBody);
    await expect(card(titles.video).getByText("Brace, hinge, push the floor away.")).toHaveCount(
      access[tier].video ? 1 : 0,
    );
    await expect(panel.getByRole("article", { name: titles.draftPublished, exact: true })).toHaveCount(0);

    if (tier === "all_star") {
      const watch = card(titles.video).getByRole("button", { name: `Watch now: ${titles.video}` });
      await watch.click();
      const viewer = page.getByRole("dialog", { name: titles.video });
      await expect(viewer.locator("video")).toHaveAttribute("src", /^(\/api\/posts\/[\w-]+\/media|blob:.+)$/);
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(watch).toBeFocused();
    }
    if (tier === "pro") {
      // The locked video opens to its preview (or poster) and what ALL STAR unlocks, with the way to it.
      await card(titles.video)
        .getByRole("button", { name: `Watch preview: ${titles.video}` })
        .click();
      const viewer = page.getByRole("dialog", { name: titles.video });
      await expect(viewer.getByText("The whole video is for ALL STAR members.")).toBeVisible();
      await expect(viewer.getByRole("link", { name: "Get ALL STAR" })).toHaveAttribute(
        "href",
        `/subscription/${CREATOR}?tier=all_star`,
      );
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
    }
    if (tier === "rookie") {
      await card(titles.text)
        .getByRole("button", { name: `Read now: ${titles.text}` })
        .click();
      const viewer = page.getByRole("dialog", { name: titles.text });
      await expect(viewer).toContainText(textBody);
      await viewer.getByRole("button", { name: "Close" }).click();
      await expect(viewer).toBeHidden();
    }
    await page.context().close();
  });
}

test("a locked video's media is refused to a rookie and to a visitor, and streamed with ranges to an ALL STAR member", async ({
  browser,
  playwright,
}) => {
  const rookie = await pageAs(browser, members.rookie);
  const { posts } = (await (await rookie.request.get(`/api/creators/${CREATOR}/posts`)).json()) as {
    posts: { id: string; title: string; isLocked: boolean; mediaUrl: string | null; description: string | null }[];
  };
  const locked = posts.find((post) => post.title === titles.video);
  expect(locked).toMatchObject({ isLocked: true, mediaUrl: null, description: null });
  const mediaPath = `/api/posts/${locked!.id}/media`;

  expect([401, 403]).toContain((await rookie.request.get(mediaPath)).status());
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect([401, 403]).toContain((await visitor.get(mediaPath)).status());
  await visitor.dispose();
  await rookie.context().close();

  const allStar = await pageAs(browser, members.all_star);
  const partial = await allStar.request.get(mediaPath, { headers: { range: "bytes=0-99" } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await partial.body()).length).toBe(100);
  await allStar.context().close();
});

test("the follower overview shows the latest content of the creators they are members of", async ({ browser }) => {
  const page = await pageAs(browser, members.all_star);
  await keepDemoViewFigures(page);
  await page.goto("/dashboard/follower");
  const latest = page.getByRole("region", { name: "Latest Content" });
  await expect(latest).toBeVisible();
  const video = latest.getByRole("article", { name: titles.video, exact: true });
  await expect(video).toBeVisible();
  await expect(video).toContainText("ALL STAR");
  await expect(video.getByRole("link", { name: `@${CREATOR}` })).toHaveAttribute("href", `/influencer/${CREATOR}`);
  // At most the 6 newest.
  expect(await latest.getByRole("article").count()).toBeLessThanOrEqual(6);
  await video.getByRole("button", { name: `Watch now: ${titles.video}` }).click();
  await expect(page.getByRole("dialog", { name: titles.video }).locator("video")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.context().close();
});

test("a follower with no memberships sees 'No Content Available'", async ({ page }) => {
  await signedInNewAccount(page, "follower", "fan");
  await page.goto("/dashboard/follower");
  const latest = page.getByRole("region", { name: "Latest Content" });
  await expect(latest.getByRole("heading", { name: "No Content Available" })).toBeVisible();
  await expect(latest.getByRole("link", { name: "Explore creators" })).toHaveAttribute("href", "/explore");
});

test("opening a post counts a view: the member's 'content watched' and the creator's views go up", async ({
  browser,
}) => {
  // zen_camille and her ALL STAR member priya_moves: no other spec reads their figures.
  const creator = await pageAs(browser, "zen_camille");
  const title = `Breathing reset ${run}`;
  const created = await creator.request.post("/api/posts", {
    data: { title, description: "Four counts in, six out.", type: "text" },
  });
  expect(created.status()).toBe(201);

  const member = await pageAs(browser, "priya_moves");
  const watched = async () => {
    const stats = (await (await member.request.get("/api/dashboards/follower")).json()) as {
      contentWatchedThisWeek: number;
    };
    return stats.contentWatchedThisWeek;
  };
  const before = await watched();
  await member.goto("/influencer/zen_camille");
  await openContentTab(member);
  await member.getByRole("button", { name: `Read now: ${title}` }).click();
  await expect(member.getByRole("dialog", { name: title })).toContainText("Four counts in, six out.");
  await expect.poll(watched).toBe(before + 1);

  // Once per viewer, post and day: opening it again does not count twice.
  await member.keyboard.press("Escape");
  await member.getByRole("button", { name: `Read now: ${title}` }).click();
  await expect(member.getByRole("dialog", { name: title })).toBeVisible();
  await creator.goto("/dashboard/influencer/posts");
  await expect(creator.getByRole("article", { name: title, exact: true })).toContainText("1 view");
  expect(await watched()).toBe(before + 1);

  await creator.context().close();
  await member.context().close();
});
