// A video downloaded for the gym: a member downloads a demo video post, which is kept on the phone
// encrypted (no stored piece holds the video's bytes), plays from Downloads with no network, and
// is gone from the phone once they log out.
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";
import { logOutOnPhone, underServiceWorker } from "./support/installable-app";
import { buyMembership } from "./support/members";

const CREATOR = "maya_strong";
const VIDEO = "Bracing in 60 seconds";

/** The stored pieces of every download on this phone, as the bytes IndexedDB holds. */
const storedPieces = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[][]>((resolve, reject) => {
        const opening = indexedDB.open("fc-downloads");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains("chunks")) return resolve([]);
          const reading = db.transaction("chunks").objectStore("chunks").getAll();
          reading.onsuccess = () =>
            resolve(
              (reading.result as { data: ArrayBuffer }[]).map((chunk) => [...new Uint8Array(chunk.data).slice(0, 64)]),
            );
          reading.onerror = () => reject(reading.error);
        };
      }),
  );

test.use({ viewport: { width: 375, height: 800 } });

test("a member downloads a video, stored encrypted, plays it with no network, and logging out removes it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInNewAccount(page, "follower", "download");
  await buyMembership(page.request, CREATOR, "pro");
  await page.goto(`/influencer/${CREATOR}?tab=content`);
  await underServiceWorker(page);
  await page.getByRole("button", { name: `Watch now: ${VIDEO}` }).click();
  const viewer = page.getByRole("dialog", { name: VIDEO });
  await viewer.getByRole("button", { name: "Download for offline" }).click();
  await expect(viewer.getByText(/^Available offline until /)).toBeVisible({ timeout: 30_000 });

  // The pieces on the phone are ciphertext: an MP4's "ftyp" box is nowhere in them.
  const pieces = await storedPieces(page);
  expect(pieces.length).toBeGreaterThan(1);
  const ftyp = [0x66, 0x74, 0x79, 0x70];
  for (const piece of pieces) {
    const text = piece.join(",");
    expect(text.includes(ftyp.join(","))).toBe(false);
  }

  // In the gym, with no network: Downloads plays it from the phone.
  await context.setOffline(true);
  await page.goto("/dashboard/follower/downloads");
  await page.getByRole("button", { name: `Play ${VIDEO}` }).click();
  const player = page.getByRole("dialog", { name: VIDEO }).locator("video");
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
  await page.keyboard.press("Escape");

  // Logging out takes the download off the phone.
  await context.setOffline(false);
  await logOutOnPhone(page);
  await expect(page).toHaveURL("/");
  await expect.poll(() => storedPieces(page)).toEqual([]);
});
