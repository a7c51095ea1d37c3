// Image posts as galleries: a creator picks several pictures (up to 5, 'Maximum 5 files allowed'
// beyond), publishes, and a member who may see the post moves through it in the viewer with the
// buttons, the dots and the arrow keys; in Spanish on a 375 px phone too.
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { confirmedAccount, signedInNewAccount, signIn } from "./support/accounts";

test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const title = `Meal prep gallery ${run}`;
let creator: string;

const colors = ["#dc2626", "#16a34a", "#2563eb", "#f59e0b", "#7c3aed", "#0891b2"];
const png = (color: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: color } })
    .png()
    .toBuffer();
const pictures = async (from: number, to: number) =>
  Promise.all(
    colors.slice(from, to).map(async (color, index) => ({
      name: `board-${from + index + 1}.png`,
      mimeType: "image/png",
      buffer: await png(color),
    })),
  );

/**
 * A new follower who follows the creator free, so the post shows in their latest content (the creator's profile is
 * unfinished).
 */
async function member(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  const account = await confirmedAccount(context.request, "follower", "galleryfan");
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  expect((await page.request.post(`/api/creators/${creator}/follow`, { data: {} })).ok(), "follow free").toBe(true);
  return page;
}

/** The card in the member's latest content shows its badge, then opens the post. */
async function openPost(page: Page, { badge, viewLabel }: { badge: string; viewLabel: string }) {
  await page.goto("/dashboard/follower");
  const card = page.getByRole("article", { name: title });
  // Checked before opening: the open dialog hides the page behind it from role queries.
  await expect(card.getByText(badge, { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `${viewLabel}: ${title}` }).click();
}

const dialogHasFocus = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test("a creator publishes a post of 3 images; a 6th is refused with 'Maximum 5 files allowed'", async ({ page }) => {
  test.setTimeout(60_000);
  creator = (await signedInNewAccount(page, "influencer", "gallery")).username;
  await page.goto("/dashboard/influencer/create-post");
  await expect(page.getByRole("heading", { level: 1, name: "Create Post" })).toBeVisible();
  await page.getByRole("radio", { name: "Image" }).check();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Three boards for the week.");

  // Three at once, then three more: five are kept, the sixth is refused, nothing typed is lost.
  await page.getByLabel("Image files").setInputFiles(await pictures(0, 3));
  await expect(page.getByText("3 of 5 images")).toBeVisible();
  for (const n of [1, 2, 3]) await expect(page.getByRole("img", { name: `Image ${n}`, exact: true })).toBeVisible();
  await page.getByLabel("Image files").setInputFiles(await pictures(3, 6));
  await expect(page.getByText("Maximum 5 files allowed")).toBeVisible();
  await expect(page.getByText("5 of 5 images")).toBeVisible();
  await expect(page.getByText("board-6.png")).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).toHaveValue("Three boards for the week.");

  // Removing two leaves the first three; moving the third earlier reorders them.
  await page.getByRole("button", { name: "Remove image 5" }).click();
  await page.getByRole("button", { name: "Remove image 4" }).click();
  await expect(page.getByText("3 of 5 images")).toBeVisible();
  await page.getByRole("button", { name: "Move image 3 earlier" }).click();
  await page.getByRole("button", { name: "Move image 2 earlier" }).click();
  const picked = page.getByRole("list").filter({ has: page.getByRole("img", { name: "Image 1", exact: true }) });
  await expect(picked.getByRole("listitem")).toHaveText(["board-3.png", "board-1.png", "board-2.png"]);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Content created successfully!" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("board-1.png")).toHaveCount(0);
});

test("a 3-image post opens as a gallery: buttons, dots and arrow keys, focus kept in the viewer", async ({
  browser,
}) => {
  const page = await member(browser);
  await openPost(page, { badge: "3 images", viewLabel: "View now" });

  const viewer = page.getByRole("dialog", { name: title });
  await expect(viewer).toBeVisible();
  const gallery = viewer.getByRole("region", { name: "Image gallery" });
  const picture = gallery.getByRole("img");
  const shows = async (n: number) => {
    await expect(gallery.getByText(`Image ${n} of 3`, { exact: true })).toBeVisible();
    await expect(picture).toHaveAttribute("src", new RegExp(`/images/${n - 1}$`));
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(320);
  };
  await shows(1);
  // The first picture is the third one picked (blue): the gallery keeps the creator's order.
  const first = await page.request.get((await picture.getAttribute("src"))!);
  const [red, green, blue] = (await sharp(await first.body()).stats()).channels.map((channel) =>
    Math.round(channel.mean),
  );
  expect({ red, green, blue }).toEqual({ red: 37, green: 99, blue: 235 });

  await page.keyboard.press("ArrowRight");
  await shows(2);
  await gallery.getByRole("button", { name: "Next image" }).click();
  await shows(3);
  expect(await dialogHasFocus(page)).toBe(true);
  // Past the last picture it starts again; the buttons never go dead under the focus.
  await gallery.getByRole("button", { name: "Next image" }).click();
  await shows(1);
  await page.keyboard.press("ArrowLeft");
  await shows(3);
  await gallery.getByRole("button", { name: "Previous image" }).click();
  await shows(2);
  await gallery.getByRole("button", { name: "Show image 1" }).click();
  await shows(1);
  await expect(gallery.getByRole("button", { name: "Show image 1" })).toHaveAttribute("aria-current", "true");
  expect(await dialogHasFocus(page)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("in Spanish at 375 px the gallery fits the phone and reads in Spanish", async ({ browser, baseURL }) => {
  const page = await member(browser, { viewport: { width: 375, height: 812 } });
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await openPost(page, { badge: "3 imágenes", viewLabel: "Ver ahora" });
  const viewer = page.getByRole("dialog", { name: title });
  const gallery = viewer.getByRole("region", { name: "Galería de imágenes" });
  await expect(gallery.getByText("Imagen 1 de 3")).toBeVisible();
  await gallery.getByRole("button", { name: "Imagen siguiente" }).click();
  await expect(gallery.getByText("Imagen 2 de 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("Imagen 3 de 3")).toBeVisible();
  for (const name of ["Imagen anterior", "Imagen siguiente"]) {
    const box = (await gallery.getByRole("button", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});
