// Uploaded video, end to end (issue 24): a creator's upload shows "Processing…" in My Posts until
// its renditions are ready, then it is published; the creator adds English captions; an ALL STAR
// member streams it through hls.js with quality, captions, speed and the keyboard; a PRO member
// gets the preview and what ALL STAR unlocks.
import { expect, test, type Browser } from "@playwright/test";
import { videoClip } from "../support/video-clips";
import { demoEmail, signIn } from "./support/accounts";

test.describe.configure({ mode: "serial" });

const CREATOR = "maya_strong";
// maya_strong's demo members: priya_moves is PRO, alex_follows ALL STAR.
const members = { pro: "priya_moves", all_star: "alex_follows" } as const;
const title = `Hinge drill ${Date.now().toString(36)}`;

async function pageAs(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // dashboards.spec reads the demo members' view figures: opening the post here must not count.
  await page.route("**/api/posts/*/views", (route) => route.fulfill({ status: 204 }));
  await signIn(page, demoEmail(username));
  return page;
}

const captionsVtt = "WEBVTT\n\n00:00.000 --> 00:03.000\nHips back, chest proud\n";

test("a creator's upload is processed, published and captioned, then streamed to ALL STAR and previewed to PRO", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const creator = await pageAs(browser, CREATOR);
  await creator.goto("/dashboard/influencer/create-post");
  // A real H.264/AAC file from ffmpeg's test pattern (a canvas recording is sometimes unreadable).
  const clip = await videoClip({ width: 640, height: 360, seconds: 3 });
  await creator.getByRole("radio", { name: "Video" }).check();
  await creator.getByLabel("Title").fill(title);
  await creator.getByLabel("Video file").setInputFiles({ name: "hinge.mp4", mimeType: "video/mp4", buffer: clip });
  await expect(creator.getByText("Made from a frame of the video")).toBeVisible({ timeout: 12_000 });
  await creator.getByLabel("Who can see it").selectOption("all_star");
  await creator.getByRole("button", { name: "Publish" }).click();
  await expect(creator.getByRole("status").filter({ hasText: "Content created successfully!" })).toBeVisible({
    timeout: 20_000,
  });

  // My Posts: "Processing…" with its progress, then Published without a reload (live hints). A
  // 3 s clip on an idle machine can be done before the list opens; the row's processing state
  // itself is own-post-row.component.test.tsx's.
  await creator.getByRole("link", { name: "View My Posts" }).click();
  const row = creator.getByRole("article", { name: title, exact: true });
  await expect(row).toContainText(/Processing|Published/);
  await expect(row).toContainText("Published", { timeout: 120_000 });
  await expect(row.getByRole("progressbar")).toHaveCount(0);
  // A failed transcode would be published with its original file, and say why here.
  await expect(row.getByRole("alert")).toHaveCount(0);

  // English captions from the edit dialog.
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  const dialog = creator.getByRole("dialog", { name: "Edit post" });
  await dialog.getByLabel("Upload English captions").setInputFiles({
    name: "en.vtt",
    mimeType: "text/vtt",
    buffer: Buffer.from(captionsVtt),
  });
  await expect(dialog.getByText("English captions saved.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Show a preview to those who cannot open it" })).toBeChecked();
  await creator.keyboard.press("Escape");
  await creator.context().close();

  // ALL STAR: the stream plays through hls.js, with renditions, English captions on, speed and keys.
  const member = await pageAs(browser, members.all_star);
  const streamRequests: string[] = [];
  member.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/videos/")) streamRequests.push(pathname);
  });
  await member.goto(`/influencer/${CREATOR}?tab=content`);
  const watch = member.getByRole("button", { name: `Watch now: ${title}` });
  await watch.click();
  const viewer = member.getByRole("dialog", { name: title });
  const player = viewer.getByRole("group", { name: `Video player: ${title}` });
  const quality = player.getByRole("combobox", { name: "Quality" });
  await expect(quality).toBeVisible({ timeout: 15_000 });
  await expect(quality.locator("option")).toHaveText(["Auto", "360p"]);
  await expect(player.getByRole("combobox", { name: "Captions" })).toHaveValue("en");
  await player.getByRole("combobox", { name: "Speed" }).selectOption("0.5");
  const video = player.locator("video");
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(0.5);
  await player.focus();
  await member.keyboard.press("m");
  await member.keyboard.press("Space");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1.1);
  const saved = member.waitForRequest(
    (request) => request.method() === "PUT" && request.url().endsWith("/video/progress"),
  );
  await member.keyboard.press("k");
  const seconds = ((await saved).postDataJSON() as { seconds: number }).seconds;
  expect(seconds).toBeGreaterThanOrEqual(1);
  // Every playlist and segment went with a token in its path.
  expect(streamRequests.length).toBeGreaterThan(2);
  for (const path of streamRequests) expect(path).toMatch(/^\/api\/videos\/[\w-]+\/t\/[^/]+\//);

  // Opened again, it starts where the member stopped.
  await member.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await watch.click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(seconds);
  await member.context().close();

  // PRO: the preview and what ALL STAR unlocks.
  const pro = await pageAs(browser, members.pro);
  await pro.goto(`/influencer/${CREATOR}?tab=content`);
  await pro.getByRole("button", { name: `Watch preview: ${title}` }).click();
  const teaser = pro.getByRole("dialog", { name: title });
  await expect(teaser.getByLabel(`Preview of ${title}`)).toHaveAttribute("src", /\/api\/posts\/[\w-]+\/preview\.mp4$/);
  await expect(teaser.getByText("The whole video is for ALL STAR members.")).toBeVisible();
  await expect(teaser.getByRole("link", { name: "Get ALL STAR" })).toHaveAttribute(
    "href",
    `/subscription/${CREATOR}?tier=all_star`,
  );
  await pro.context().close();
});
