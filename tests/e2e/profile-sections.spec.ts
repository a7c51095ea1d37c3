// The profile sections beyond the basics (spec section 2): a creator fills in testimonials, a weekly
// training split and a nutrition framework in profile settings and a visitor sees them on the
// Profile tab; a member rates with a comment, the creator features it and a visitor sees it; and
// both screens in Spanish at 375 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { blankPng } from "../support/images";
import { confirmedAccount, signIn } from "./support/accounts";

/** A new creator whose profile is complete (so the public profile has its tabs), signed in on `request`. */
async function completeCreator(request: APIRequestContext) {
  const creator = await confirmedAccount(request, "influencer", "sect");
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: creator.email, password: creator.password } })).ok(),
  ).toBe(true);
  const picture = await request.put("/api/me/profile/images/avatar", {
    headers: { "content-type": "image/png" },
    data: blankPng(400, 400),
  });
  expect(picture.ok(), await picture.text()).toBe(true);
  const profile = await request.patch("/api/me/profile", {
    data: { bio: "Strength coach for busy parents.", location: "Denver, CO", age: 36 },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return creator;
}

/** A visitor's page that records what React and the browser complain about. */
async function visitorPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const page = await (await browser.newContext(options)).newPage();
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") complaints.push(message.text());
  });
  page.on("pageerror", (error) => complaints.push(error.message));
  return { page, complaints };
}

const section = (page: Page, name: string) => page.getByRole("region", { name });

test("a creator fills in testimonials, the weekly split and nutrition; a visitor sees them on the Profile tab", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const creator = await completeCreator(page.request);
  await page.goto("/dashboard/influencer/profile");
  const form = page.getByRole("form", { name: "Creator profile" });

  const testimonials = section(page, "Testimonials");
  await expect(testimonials.getByText("No testimonials yet.")).toBeVisible();
  await testimonials.getByRole("button", { name: "Add testimonial" }).click();
  await testimonials.getByLabel("Quote").fill("Three sessions a week and I finally deadlifted my bodyweight.");
  await testimonials.getByLabel("Author").fill("Jamie, nurse");
  await expect(testimonials.getByText("61/500 characters")).toBeVisible();

  const split = section(page, "Weekly training split");
  await split.getByRole("group", { name: "Monday" }).getByLabel("Focus").fill("Squat and upper pull");
  await split.getByRole("group", { name: "Monday" }).getByLabel("Notes").fill("Heavy triples");
  await split.getByRole("group", { name: "Wednesday" }).getByLabel("Focus").fill("Bench and lunges");
  await split.getByRole("group", { name: "Sunday" }).getByRole("checkbox", { name: "Rest day" }).check();

  const nutrition = section(page, "Nutrition framework");
  await nutrition.getByRole("textbox", { name: "Principles" }).fill("Protein at every meal");
  await nutrition.getByRole("textbox", { name: "Principles" }).press("Enter");
  await nutrition.getByLabel("Calories (kcal)").fill("2400");
  await nutrition.getByLabel("Protein (g)").fill("160");
  // A number out of range is refused next to its field, and nothing typed is lost.
  await nutrition.getByLabel("Fat (g)").fill("20000");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(nutrition.getByText("Enter a whole number from 0 to 10,000")).toBeVisible();
  await expect(nutrition.getByLabel("Fat (g)")).toBeFocused();
  await expect(testimonials.getByLabel("Quote")).toHaveValue(
    "Three sessions a week and I finally deadlifted my bodyweight.",
  );
  await nutrition.getByLabel("Fat (g)").fill("70");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Profile updated successfully!")).toBeVisible();

  // Saved: a reload shows it all again.
  await page.reload();
  await expect(section(page, "Testimonials").getByLabel("Author")).toHaveValue("Jamie, nurse");
  await expect(
    section(page, "Weekly training split")
      .getByRole("group", { name: "Sunday" })
      .getByRole("checkbox", { name: "Rest day" }),
  ).toBeChecked();
  await expect(section(page, "Nutrition framework").getByRole("list", { name: "Principles" })).toContainText(
    "Protein at every meal",
  );

  // A visitor (served the page rendered on the server, shared for up to 15 s) sees the sections.
  const { page: visitor, complaints } = await visitorPage(browser);
  await expect(async () => {
    await visitor.goto(`/influencer/${creator.username}`);
    await expect(section(visitor, "Testimonials")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 25_000 });
  await expect(section(visitor, "Testimonials")).toContainText(
    "Three sessions a week and I finally deadlifted my bodyweight.",
  );
  await expect(section(visitor, "Testimonials")).toContainText("Jamie, nurse");
  const week = section(visitor, "Weekly training split");
  await expect(week.getByRole("listitem")).toHaveCount(7);
  await expect(week.getByRole("listitem").first()).toContainText("Monday");
  await expect(week.getByRole("listitem").first()).toContainText("Squat and upper pull");
  await expect(week.getByRole("listitem").nth(6)).toContainText("Rest day");
  // Today's row is marked once the sections' code runs in the browser (the server does not know the
  // reader's day); it loads when they come near the screen.
  await week.scrollIntoViewIfNeeded();
  await expect(week.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(week.locator('[aria-current="date"]')).toContainText("Today");
  const food = section(visitor, "Nutrition framework");
  await expect(food).toContainText("Protein at every meal");
  await expect(
    food.getByRole("term").filter({ hasText: "Calories" }).locator("xpath=following-sibling::dd"),
  ).toHaveText("2,400 kcal");
  await expect(food.getByRole("term").filter({ hasText: "Fat" }).locator("xpath=following-sibling::dd")).toHaveText(
    "70 g",
  );
  expect(complaints.filter((text) => /hydrat|did not match|Warning/i.test(text))).toEqual([]);
});

test("a member rates with a comment, the creator features it, and a visitor sees it among the testimonials", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const creator = await completeCreator(page.request);

  const member = await (await browser.newContext()).newPage();
  const account = await confirmedAccount(member.request, "follower", "commenter");
  await signIn(member, account.email, account.password);
  expect((await member.request.post(`/api/creators/${creator.username}/follow`, { data: {} })).ok()).toBe(true);
  await member.goto(`/influencer/${creator.username}`);
  const comment = member.getByLabel("Add a comment (optional)");
  await comment.fill("Clear cues and programs that fit my week.");
  await expect(member.getByText("41/500 characters")).toBeVisible();
  await expect(member.getByRole("button", { name: "Save comment" })).toBeDisabled();
  // The comment is saved with the stars.
  await member.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: "5 stars" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Rating saved" })).toHaveText("Rating saved: 5 stars");
  await member.reload();
  await expect(member.getByLabel("Add a comment (optional)")).toHaveValue("Clear cues and programs that fit my week.");

  await page.goto("/dashboard/influencer/profile");
  const reviews = page.getByRole("region", { name: "Member reviews" });
  await expect(reviews.getByRole("listitem")).toHaveCount(1);
  await expect(reviews).toContainText("Clear cues and programs that fit my week.");
  await expect(reviews.getByRole("img", { name: "5 stars" })).toBeVisible();
  await reviews.getByRole("button", { name: `Feature review by ${account.username}` }).click();
  await expect(reviews.getByRole("button", { name: `Unfeature review by ${account.username}` })).toBeVisible();
  await expect(reviews).toContainText("Featured on your profile");

  const { page: visitor } = await visitorPage(browser);
  await expect(async () => {
    await visitor.goto(`/influencer/${creator.username}`);
    await expect(section(visitor, "Testimonials")).toContainText("Clear cues and programs that fit my week.", {
      timeout: 2_000,
    });
  }).toPass({ timeout: 25_000 });
  await expect(section(visitor, "Testimonials").getByRole("img", { name: "5 stars" })).toBeVisible();
  await expect(section(visitor, "Testimonials")).toContainText(`@${account.username}`);
});

test("in Spanish at 375 px the sections fit the screen, on the profile and in settings", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { page: visitor, complaints } = await visitorPage(browser, { viewport: { width: 375, height: 812 } });
  await visitor.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await visitor.goto("/influencer/maya_strong");
  await expect(section(visitor, "Testimonios")).toContainText("Maya took my deadlift");
  await expect(section(visitor, "Plan de entrenamiento semanal").getByRole("listitem").first()).toContainText("lunes");
  await expect(section(visitor, "Marco nutricional")).toContainText("Proteína");
  await section(visitor, "Plan de entrenamiento semanal").scrollIntoViewIfNeeded();
  await expect(section(visitor, "Plan de entrenamiento semanal").locator('[aria-current="date"]')).toContainText("Hoy");
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // The sections come rendered by the server, before any code runs.
  const html = await (await visitor.request.get("/influencer/maya_strong")).text();
  expect(html).toContain("Plan de entrenamiento semanal");
  expect(complaints.filter((text) => /hydrat|did not match|Warning/i.test(text))).toEqual([]);

  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem("language", "es"));
  await completeCreator(page.request);
  await page.goto("/dashboard/influencer/profile");
  await expect(section(page, "Testimonios").getByRole("heading", { name: "Reseñas de miembros" })).toBeVisible();
  await expect(section(page, "Plan de entrenamiento semanal").getByRole("group", { name: "domingo" })).toBeVisible();
  await expect(section(page, "Marco nutricional").getByLabel("Calorías (kcal)")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});
