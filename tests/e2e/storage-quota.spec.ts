// The creator's storage quota in the create-post form: how much is used, and a file that does not
// fit refused with a clear sentence before any byte is sent; the server's own refusal (the quota
// filled meanwhile, from another tab) reads the same way.
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";
import { withAppDatabase } from "./support/database";
import { recordWebm } from "./support/media";

const MB = 1024 * 1024;
// CREATOR_STORAGE_GB's default.
const QUOTA = 20 * 1024 * MB;

/**
 * Makes the creator store `bytes` already: one video a routine keeps (a row only; no file is
 * needed for the count, and a routine's video is never swept as unused).
 */
async function fillStorage(email: string, bytes: number) {
  await withAppDatabase((client) =>
    client.query(
      `insert into uploads (id, owner_id, kind, storage_key, mime_type, size_bytes, routine_id)
       select gen_random_uuid(), id, 'video', 'private/uploads/' || id || '/filler', 'video/mp4', $2, gen_random_uuid()
       from users where email = $1
       on conflict do nothing`,
      [email, bytes],
    ),
  );
}

async function setStored(email: string, bytes: number) {
  await withAppDatabase((client) =>
    client.query(
      `update uploads set size_bytes = $2 where owner_id = (select id from users where email = $1) and storage_key like '%/filler'`,
      [email, bytes],
    ),
  );
}

/** Every tus upload the page starts. */
function watchUploadStarts(page: Page) {
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/uploads") starts.push(request.url());
  });
  return starts;
}

test("the create-post form shows the storage used and refuses a video bigger than what is left, before uploading it", async ({
  page,
}) => {
  const creator = await signedInNewAccount(page, "influencer", "quota");
  await fillStorage(creator.email, QUOTA - MB);
  const uploadStarts = watchUploadStarts(page);

  await page.goto("/dashboard/influencer/create-post");
  await page.getByRole("radio", { name: "Video" }).check();
  await expect(page.getByText("Storage: 20 GB of 20 GB used")).toBeVisible();

  await page
    .getByLabel("Video file")
    .setInputFiles({ name: "long-session.webm", mimeType: "video/webm", buffer: Buffer.alloc(2 * MB, 1) });

  await expect(
    page.getByText(
      "Not enough storage: these files need 2 MB, but only 1 MB of your 20 GB is left. Delete posts or routine videos you no longer need to make room.",
    ),
  ).toBeVisible();
  // The file was not taken: nothing to publish, nothing sent.
  await expect(page.getByText("long-session.webm")).toHaveCount(0);
  await page.getByLabel("Title").fill("Long session");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Please select a video file")).toBeVisible();
  expect(uploadStarts).toEqual([]);
});

test("the server's refusal when the upload starts reads the same way, and keeps nothing", async ({ page }) => {
  const creator = await signedInNewAccount(page, "influencer", "quotafr");
  await fillStorage(creator.email, QUOTA - MB);
  await page.goto("/dashboard/influencer/create-post");
  await page.getByRole("radio", { name: "Video" }).check();
  const webm = await recordWebm(page);
  await page.getByLabel("Title").fill("Séance du matin");
  await page.getByLabel("Video file").setInputFiles({ name: "matin.webm", mimeType: "video/webm", buffer: webm });
  await expect(page.getByText("Made from a frame of the video")).toBeVisible({ timeout: 12_000 });

  // Another tab fills the rest meanwhile; the form's figures are from before.
  await setStored(creator.email, QUOTA - 1024);
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /^Not enough storage: these files need .+, but only 1 kB of your 20 GB is left\./ }),
  ).toBeVisible();
  // Nothing of the refused upload counts: the same 1 kB is left.
  const usage = await page.request.get("/api/uploads/usage");
  expect(await usage.json()).toMatchObject({ remainingBytes: 1024, limitBytes: QUOTA });
});
