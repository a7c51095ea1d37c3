// The Terms of Service and the Privacy Policy are real pages, written by the operator in
// content/legal/<language>/*.md and linked from registration and the footer; and the generic
// plans page offers each viewer a way on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";

/** The operator's file: its title (first "# " line) and its first paragraph, as the page must show them. */
function operatorFile(language: string, document: "terms" | "privacy") {
  const source = readFileSync(
    path.join(import.meta.dirname, "../../content/legal", language, `${document}.md`),
    "utf8",
  );
  const lines = source.split("\n");
  const title = lines.find((line) => line.startsWith("# "))!.slice(2);
  const paragraph = lines.find((line) => /^[A-Za-zÀ-ÿ]/.test(line))!;
  return { title, paragraph };
}

const footer = (page: Page, name = "Footer") => page.getByRole("contentinfo").getByRole("navigation", { name });

test("the footer leads to the Terms of Service and the Privacy Policy, as the operator wrote them", async ({
  page,
}) => {
  await page.goto("/");
  await footer(page).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const terms = operatorFile("en", "terms");
  await expect(page.getByRole("heading", { level: 1, name: terms.title })).toBeVisible();
  await expect(page.getByText(terms.paragraph)).toBeVisible();
  await expect(page).toHaveTitle(`${terms.title} · FitCreators`);

  await footer(page).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const privacy = operatorFile("en", "privacy");
  await expect(page.getByRole("heading", { level: 1, name: privacy.title })).toBeVisible();
  await expect(page.getByText(privacy.paragraph)).toBeVisible();
  // A link in the file to a page of the site opens it.
  await page.getByRole("link", { name: "Support page" }).first().click();
  await expect(page).toHaveURL(/\/support$/);
});

test("a Spanish reader gets the Spanish file, opened fresh at its address", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "fc_lang", value: "es", url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem("language", "es"));
  await page.goto("/privacy");
  const privacy = operatorFile("es", "privacy");
  await expect(page.getByRole("heading", { level: 1, name: privacy.title })).toBeVisible();
  await expect(page.getByText(privacy.paragraph)).toBeVisible();
  await expect(footer(page, "Pie de página").getByRole("link", { name: "Términos del servicio" })).toHaveAttribute(
    "href",
    "/terms",
  );
});

test("registration links both documents next to the box that accepts them, in a new tab", async ({ page }) => {
  await page.goto("/register");
  await expect(
    page.getByRole("checkbox", { name: "I agree to the Terms of Service and the Privacy Policy" }),
  ).toBeVisible();
  const form = page.locator("form");
  await page.getByLabel("Username").fill("keeps_typing");
  const [terms] = await Promise.all([
    page.waitForEvent("popup"),
    form.getByRole("link", { name: "Terms of Service" }).click(),
  ]);
  await expect(terms.getByRole("heading", { level: 1, name: operatorFile("en", "terms").title })).toBeVisible();
  await terms.close();
  // The form is where it was.
  await expect(page.getByLabel("Username")).toHaveValue("keeps_typing");
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});

const planCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("the generic plans page: Rookie is the current plan, a visitor logs in to subscribe and comes back", async ({
  page,
}) => {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  await expect(planCard(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  for (const tier of ["PRO", "ALL STAR"])
    await expect(planCard(page, tier).getByRole("link", { name: "Log in to subscribe" })).toBeVisible();
  await planCard(page, "PRO").getByRole("link", { name: "Log in to subscribe" }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fsubscription$/);
  await page.getByLabel("Email").fill("priya.moves@demo.fitcreators.app");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
});

test("the generic plans page sends a signed-in follower to pick a creator", async ({ page }) => {
  await signedInNewAccount(page, "follower", "picker");
  await page.goto("/subscription");
  await expect(planCard(page, "Rookie").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Log in to subscribe" })).toHaveCount(0);
  await planCard(page, "ALL STAR").getByRole("link", { name: "Choose a creator" }).click();
  await expect(page).toHaveURL(/\/explore$/);
});
