// A paid membership's whole life on the sandbox provider, as a follower lives it: a declined
// card leaves nothing half-made; PRO unlocks PRO posts; the upgrade to ALL STAR unlocks the rest
// at once; the switch back to PRO and the cancellation wait for the period's end; once the
// sandbox clock passes it, the paid access is gone and the free follow remains.
import { expect, test, type Page } from "@playwright/test";
import { mailSubjects, signedInNewAccount } from "./support/accounts";
import { fillSandboxCard } from "./support/sandbox-card";
import { openContentTab } from "./support/profile-tabs";

const CREATOR = "sofia_hiit";
const PRO_POST = "Tabata finisher cheat sheet";
const ALL_STAR_POST = "Recovery days done right";

async function contentAccess(page: Page) {
  await page.goto(`/influencer/${CREATOR}`);
  await openContentTab(page);
  const panel = page.getByRole("tabpanel", { name: "Content" });
  const isOpen = async (title: string, open: string) => {
    const card = panel.getByRole("article", { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(
      card
        .getByRole("button", { name: `${open}: ${title}` })
        .or(card.getByRole("link", { name: `Upgrade to watch: ${title}` })),
    ).toBeVisible();
    return (await card.getByRole("button", { name: `${open}: ${title}` }).count()) === 1;
  };
  return { pro: await isOpen(PRO_POST, "View now"), allStar: await isOpen(ALL_STAR_POST, "Read now") };
}

async function payWith(page: Page, cardNumber: string) {
  await fillSandboxCard(page, cardNumber);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("subscribe to PRO, upgrade to ALL STAR, switch back, cancel, and lose paid access when the period ends", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await signedInNewAccount(page, "follower", "payer");
  expect(await contentAccess(page)).toEqual({ pro: false, allStar: false });

  // Checkout: a declined card first, then a good one.
  await page.goto(`/subscription/${CREATOR}?tier=pro`);
  await page.getByRole("button", { name: "Subscribe to PRO" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  await expect(page.getByText(`${CREATOR} · PRO`)).toBeVisible();
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  const afterDecline = await (await page.request.get("/api/me/memberships")).json();
  expect(afterDecline.memberships).toEqual([]);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/);
  await expect(page.getByRole("heading", { name: "Processing your subscription…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscription successful!" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Explore more creators" })).toHaveAttribute("href", "/explore");
  await expect(page.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/dashboard/follower");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/support");
  await expect
    .poll(() => mailSubjects(page.request, member.email))
    .toContain(`Receipt: ${CREATOR} · PRO membership on FitCreators`);
  expect(await contentAccess(page)).toEqual({ pro: true, allStar: false });

  // PRO to ALL STAR: at once, with the difference charged.
  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("button", { name: "Upgrade to ALL STAR" }).click();
  const upgrade = page.getByRole("alertdialog", { name: "Upgrade to ALL STAR?" });
  await upgrade.getByRole("button", { name: "Upgrade now" }).click();
  await expect(upgrade).toBeHidden();
  await expect(page.getByText(/You're now on ALL STAR with sofia_hiit/)).toBeVisible();
  expect(await contentAccess(page)).toEqual({ pro: true, allStar: true });

  // ALL STAR to PRO: waits for the end of the period; ALL STAR stays until then.
  await page.goto(`/subscription/${CREATOR}`);
  await page.getByRole("button", { name: "Switch to PRO" }).click();
  await page
    .getByRole("alertdialog", { name: "Switch to PRO?" })
    .getByRole("button", { name: "Confirm switch" })
    .click();
  await expect(page.getByRole("button", { name: "Keep ALL STAR" })).toBeVisible();
  await expect(page.getByText(/Switches to PRO on/)).toBeVisible();
  expect(await contentAccess(page)).toEqual({ pro: true, allStar: true });

  // Cancel: access stays until the period ends.
  await page.goto("/dashboard/follower/subscriptions");
  await page.getByRole("button", { name: `Cancel membership: @${CREATOR}` }).click();
  const cancel = page.getByRole("alertdialog", { name: `Cancel your membership with @${CREATOR}?` });
  await cancel.getByRole("button", { name: "Cancel membership", exact: true }).click();
  await expect(cancel).toBeHidden();
  const row = page.getByRole("listitem").filter({ hasText: `@${CREATOR}` });
  await expect(row.getByText("Ends on")).toBeVisible();
  await expect(row.getByRole("button", { name: `Resume membership: @${CREATOR}` })).toBeVisible();
  expect(await contentAccess(page)).toEqual({ pro: true, allStar: true });

  // The sandbox's billing clock passes the end of the period.
  await page.goto("/sandbox/clock");
  await page.getByRole("button", { name: "Advance 1 month" }).click();
  await expect(page.getByText(/Moved 31 days ahead/)).toBeVisible({ timeout: 15_000 });

  expect(await contentAccess(page)).toEqual({ pro: false, allStar: false });
  await expect(page.getByText("Your tier: FREE")).toBeVisible();
  await page.goto("/dashboard/follower/subscriptions");
  await expect(page.getByRole("listitem").filter({ hasText: `@${CREATOR}` })).toContainText("FREE");
});
