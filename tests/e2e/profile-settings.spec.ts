// Profile settings journeys: a new creator completes the profile and shows up in explore; auto-save,
// list editors, price errors, picture checks; a follower's settings.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { blankPng } from "../support/images";
import { signedInNewAccount } from "./support/accounts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

test("a new creator completes the profile and then appears in explore and among the featured", async ({ page }) => {
  const { username } = await signedInNewAccount(page, "influencer", "infl");
  await page.goto("/dashboard/influencer/profile");
  await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "4 things left before you appear in explore" })).toBeVisible();
  // No picture yet: the initial stands in.
  await expect(page.getByRole("img", { name: `Profile picture of ${username}` })).toHaveText(username[0]!);

  await page
    .getByLabel("Choose profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(400, 400) });
  await page
    .getByLabel("Choose cover photo")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1200, 400) });
  await expect(page.getByText("2 new photos ready to save")).toBeVisible();
  await page.getByRole("button", { name: "Save Photos" }).click();
  const photos = page.getByRole("region", { name: "Profile photos" });
  await expect(photos.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("img", { name: `Profile picture of ${username}` })).toHaveAttribute(
    "src",
    /\/api\/media\/public\/avatars\//,
  );
  // The notice goes away by itself after 3 s.
  await expect(photos.getByText("Profile updated successfully!")).toBeHidden({ timeout: 5_000 });

  await page.getByLabel("Bio").fill("Strength coach helping busy people lift for life.");
  await page.getByLabel("Location").fill("Denver, CO");
  await page.getByRole("spinbutton", { name: "Age" }).fill("34");
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  await page.getByLabel("PRO", { exact: true }).fill("12.50");
  await page.getByLabel("ALL STAR", { exact: true }).fill("24");
  await page.getByRole("checkbox", { name: "Strength Training" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByRole("form", { name: "Creator profile" }).getByText("Profile updated successfully!"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your profile is live in explore" })).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue("Strength coach helping busy people lift for life.");
  await expect(page.getByRole("spinbutton", { name: "Age" })).toHaveValue("34");
  await expect(page.getByLabel("PRO", { exact: true })).toHaveValue("12.50");
  await expect(page.getByLabel("ALL STAR", { exact: true })).toHaveValue("24.00");

  // Explore never lists the viewer's own profile, so look as a visitor.
  await page.context().clearCookies();
  await page.goto(`/explore?search=${username}`);
  await expect(page.getByText(username).first()).toBeVisible();

  // The newest complete profile qualifies for the home page's featured four.
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Influencers" });
  await expect(featured.getByRole("link", { name: new RegExp(username) }).first()).toBeVisible();
});

test("auto-save keeps a local draft when saving fails and restores it on the next visit", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "infl");
  await page.goto("/dashboard/influencer/profile");
  await page.route("**/api/me/profile", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "unavailable", message: "Down" } }),
        })
      : route.fallback(),
  );
  await page.getByLabel("Bio").fill("Written while the server was down.");
  await expect(page.getByText("Auto-save failed - Changes saved locally")).toBeVisible();
  await expect(page.getByLabel("Bio")).toHaveValue("Written while the server was down.");

  await page.unroute("**/api/me/profile");
  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue("Written while the server was down.");
  await expect(page.getByText(/We restored changes you made earlier/)).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  const saved = await (await page.request.get("/api/me/profile")).json();
  expect(saved.bio).toBe("Written while the server was down.");
});

test("list editors add on Enter, ignore blanks, remove by name, and save trimmed", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "infl");
  await page.goto("/dashboard/influencer/profile");
  const certifications = page.getByRole("textbox", { name: "Certifications", exact: true });
  await certifications.fill("  NASM CPT  ");
  await certifications.press("Enter");
  await certifications.fill("   ");
  await certifications.press("Enter");
  await certifications.fill("Precision Nutrition L1");
  await page.getByRole("button", { name: "Add to Certifications" }).click();
  const list = page.getByRole("list", { name: "Certifications" });
  await expect(list.getByRole("listitem")).toHaveText(["NASM CPT", "Precision Nutrition L1"]);

  await page.getByRole("textbox", { name: "Hobbies (beyond fitness)" }).fill("Climbing");
  await page.getByRole("textbox", { name: "Hobbies (beyond fitness)" }).press("Enter");
  await page.getByRole("button", { name: "Remove NASM CPT" }).click();
  await expect(list.getByRole("listitem")).toHaveText(["Precision Nutrition L1"]);

  // A supplement: another can be added only once this one has a name.
  await page.getByRole("button", { name: "Add supplement" }).click();
  await expect(page.getByRole("button", { name: "Add supplement" })).toBeDisabled();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Creatine");
  await page.getByLabel("Benefits").fill("Strength, , power ");
  await expect(page.getByRole("button", { name: "Add supplement" })).toBeEnabled();

  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByRole("form", { name: "Creator profile" }).getByText("Profile updated successfully!"),
  ).toBeVisible();
  const saved = await (await page.request.get("/api/me/profile")).json();
  expect(saved.creator.certifications).toEqual(["Precision Nutrition L1"]);
  expect(saved.creator.hobbies).toEqual(["Climbing"]);
  expect(saved.creator.supplements).toMatchObject([
    { name: "Creatine", category: "protein", benefits: ["Strength", "power"] },
  ]);

  await page.reload();
  await expect(page.getByRole("list", { name: "Certifications" }).getByRole("listitem")).toHaveText([
    "Precision Nutrition L1",
  ]);
  await expect(page.getByLabel("Benefits")).toHaveValue("Strength, power");
});

test("a price out of bounds shows an error on its field and keeps everything typed", async ({ page }) => {
  await signedInNewAccount(page, "influencer", "infl");
  await page.goto("/dashboard/influencer/profile");
  await page.getByLabel("Training philosophy").fill("Consistency beats intensity.");
  const pro = page.getByLabel("PRO", { exact: true });
  const allStar = page.getByLabel("ALL STAR", { exact: true });
  await pro.fill("4.98");
  await allStar.fill("lots");
  await page.getByRole("button", { name: "Save profile" }).click();

  await expect(page.getByText("Please fix the fields marked in red, then save again.")).toBeVisible();
  await expect(pro).toHaveAccessibleDescription("Enter a price between $4.99 and $99.99");
  await expect(allStar).toHaveAccessibleDescription("Enter the price as a number, like 9.99");
  await expect(pro).toBeFocused();
  await expect(pro).toHaveValue("4.98");
  await expect(allStar).toHaveValue("lots");
  await expect(page.getByLabel("Training philosophy")).toHaveValue("Consistency beats intensity.");
  expect((await (await page.request.get("/api/me/profile")).json()).creator.proPriceCents).toBe(999);

  // The upper bound is 99.99.
  await pro.fill("100");
  await allStar.fill("99.99");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(pro).toHaveAccessibleDescription("Enter a price between $4.99 and $99.99");
  await pro.fill("99.99");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByRole("form", { name: "Creator profile" }).getByText("Profile updated successfully!"),
  ).toBeVisible();
  expect((await (await page.request.get("/api/me/profile")).json()).creator).toMatchObject({
    proPriceCents: 9999,
    allStarPriceCents: 9999,
  });
});

test("pictures of the wrong type, size or pixel count are refused with a clear message, in the browser and by the server", async ({
  page,
}) => {
  await signedInNewAccount(page, "follower", "foll");
  await page.goto("/dashboard/follower/settings");
  await expect(page.getByRole("heading", { name: "Payment management" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Manage payments/ })).toBeEnabled();

  const avatar = page.getByLabel("Choose profile picture");
  await avatar.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(avatar).toHaveAccessibleDescription(
    "This file type is not allowed. Please choose a JPEG, PNG or WebP image.",
  );
  await avatar.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(avatar).toHaveAccessibleDescription("This file is too large. The maximum size is 5 MB.");
  await expect(page.getByRole("button", { name: "Save Photos" })).toBeDisabled();

  // Named and typed like a PNG, but only the server can tell it is text.
  await avatar.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await page.getByRole("button", { name: "Save Photos" }).click();
  await expect(avatar).toHaveAccessibleDescription(
    "This file type is not allowed. Please choose a JPEG, PNG or WebP image.",
  );

  // A decompression bomb: 49 megapixels in a few dozen KB, refused from its header, never decoded.
  await avatar.setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: blankPng(7000, 7000) });
  await page.getByRole("button", { name: "Save Photos" }).click();
  await expect(avatar).toHaveAccessibleDescription(
    "This image is too large in pixels (the limit is 40 megapixels). Please resize it and try again.",
  );

  // The cover allows 10 MB.
  const cover = page.getByLabel("Choose cover photo");
  await cover.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(cover).toHaveAccessibleDescription("This file is too large. The maximum size is 10 MB.");
  await cover.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(900, 300) });
  await avatar.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(200, 200) });
  await page.getByRole("button", { name: "Save Photos" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  const saved = await (await page.request.get("/api/me/profile")).json();
  expect(saved.avatarUrls).not.toBeNull();
  expect(saved.coverUrls).not.toBeNull();
});
