// A reader of another language translates a creator's profile and posts (a fake LibreTranslate
// started by scripts/e2e-server.mjs prefixes "[es] "), sees weights in their units with the
// original one click away, and gets the original with the spec's notice when the provider is down.
// Visitors read the translations signed-in readers made; they never have the provider translate.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { confirmedAccount, signedInNewAccount } from "./support/accounts";
import { waitForHydration } from "./support/hydration";
import { consoleProblems } from "./support/console-problems";

const fakeProvider = `http://127.0.0.1:${process.env.E2E_TRANSLATE_PORT}`;

async function readInSpanish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem("language", "es"));
}

/** Has a signed-in reader (of its own context) translate a creator's profile into Spanish. */
async function translatedBySomeone(request: APIRequestContext, username: string) {
  const reader = await confirmedAccount(request, "follower", "es_reader");
  expect(
    (await request.post("/api/auth/sign-in", { data: { email: reader.email, password: reader.password } })).ok(),
  ).toBe(true);
  const answer = await request.post("/api/translations", { data: { subject: "profile", username, target: "es" } });
  expect(await answer.json()).toMatchObject({ unavailable: false });
}

test("a Spanish reader translates a profile and a post, picks pounds, and goes back to the original", async ({
  page,
  baseURL,
}) => {
  await readInSpanish(page, baseURL);
  await signedInNewAccount(page, "follower", "es_reader");
  const problems = consoleProblems(page);
  await page.goto("/influencer/maya_strong");
  await waitForHydration(page);
  const original = page.getByText("200 kg deadlift at 63 kg bodyweight", { exact: true });
  await expect(original).toBeVisible();
  await expect(page.getByRole("button", { name: "Traducir" })).toBeVisible();
  expect(problems).toEqual([]);

  await page.getByRole("button", { name: "Traducir" }).click();
  await expect(page.getByText("[es] 200 kg deadlift at 63 kg bodyweight", { exact: true })).toBeVisible();
  await expect(page.getByText("[es] Strength is a skill", { exact: false })).toBeVisible();
  // The bio, in the header above the tabs, follows the same choice.
  const bio = "Powerlifter and strength coach. I help busy people get strong in three sessions a week.";
  await expect(page.getByText(`[es] ${bio}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Traducción automática")).toBeVisible();

  await page.getByLabel("Unidades").selectOption({ label: "lb · mi" });
  await expect(page.getByText("[es] 441 lb deadlift at 139 lb bodyweight", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Ver original" }).click();
  await expect(original).toBeVisible();
  await expect(page.getByText(bio, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Traducir" })).toBeVisible();

  await page.goto("/influencer/sofia_hiit");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Contenido" }).click();
  await page.getByRole("button", { name: "Leer ahora: 25-minute living-room HIIT" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("heading", { name: "25-minute living-room HIIT" })).toBeVisible();
  await viewer.getByRole("button", { name: "Traducir" }).click();
  await expect(viewer.getByRole("heading", { name: "[es] 25-minute living-room HIIT" })).toBeVisible();
  // Exercise names from the glossary stay as the creator wrote them.
  await expect(viewer.getByText(/^\[es\] 40 seconds on, 20 off: squats, .*burpees/)).toBeVisible();
  await viewer.getByRole("button", { name: "Ver original" }).click();
  await expect(viewer.getByRole("heading", { name: "25-minute living-room HIIT" })).toBeVisible();
});

test("with the provider down, the original stays with the notice", async ({ page, baseURL, request }) => {
  await readInSpanish(page, baseURL);
  await signedInNewAccount(page, "follower", "es_reader");
  await request.post(`${fakeProvider}/__fake/state`, { data: { failing: true } });
  try {
    await page.goto("/influencer/leo_flow");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Traducir" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Traducción no disponible, se muestra el contenido original" }),
    ).toBeVisible();
    await expect(page.getByText("[es]", { exact: false })).toHaveCount(0);
  } finally {
    await request.post(`${fakeProvider}/__fake/state`, { data: { failing: false } });
  }
});

test("a visitor reads a translation a signed-in reader made, and gets the original with the notice where none was made", async ({
  page,
  baseURL,
  request,
}) => {
  await translatedBySomeone(request, "maya_strong");
  await readInSpanish(page, baseURL);
  // The server renders the page in Spanish with the translation's place kept; hydration stays quiet.
  const problems = consoleProblems(page);
  await page.goto("/influencer/maya_strong");
  await waitForHydration(page);
  expect(problems).toEqual([]);
  await page.getByRole("button", { name: "Traducir" }).click();
  await expect(page.getByText("[es] 200 kg deadlift at 63 kg bodyweight", { exact: true })).toBeVisible();

  await page.goto("/influencer/chef_marco_fit");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Traducir" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Traducción no disponible, se muestra el contenido original" }),
  ).toBeVisible();
  await expect(page.getByText("[es]", { exact: false })).toHaveCount(0);
});

test("a follower turns on auto-translate in settings and profiles arrive translated", async ({ page, baseURL }) => {
  await readInSpanish(page, baseURL);
  await signedInNewAccount(page, "follower", "auto_reader");
  await page.goto("/dashboard/follower/settings");
  const auto = page.getByLabel("Traducir el contenido a mi idioma automáticamente");
  await auto.click();
  await expect(auto).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Guardado" })).toBeVisible();

  await page.goto("/influencer/maya_strong");
  await expect(page.getByText("[es] 200 kg deadlift at 63 kg bodyweight", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Ver original" }).click();
  await expect(page.getByText("200 kg deadlift at 63 kg bodyweight", { exact: true })).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test("the Translate action and the units choice fit the screen and widen nothing", async ({ page, baseURL }) => {
    await readInSpanish(page, baseURL);
    await signedInNewAccount(page, "follower", "es_reader");
    await page.goto("/influencer/maya_strong");
    await waitForHydration(page);
    const translate = page.getByRole("button", { name: "Traducir" });
    await expect(translate).toBeVisible();
    const widthBefore = await pageWidth(page);
    await translate.click();
    const units = page.getByLabel("Unidades");
    await units.selectOption({ label: "lb · mi" });
    await expect(page.getByText("[es] 441 lb deadlift at 139 lb bodyweight", { exact: true })).toBeVisible();
    for (const control of [page.getByRole("button", { name: "Ver original" }), units]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(Math.max(widthBefore, 375));
  });
});
