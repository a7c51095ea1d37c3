// Server-rendered pages say what the API says about a creator without verified payouts: explore,
// the profile and the plan page show their paid tiers as not taking paid members yet, before any
// script runs, and the data the browser hydrates from carries the same flag.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPayouts } from "../../../tests/support/billing-factories";
import { createCreator } from "../../../tests/support/creator-factories";
import { signIn } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createServerRenderingBuild } from "./test-build";

let webBuild: Awaited<ReturnType<typeof createServerRenderingBuild>>;
let t: TestApp;
beforeAll(async () => {
  webBuild = await createServerRenderingBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir } });
  await createCreator(t, { username: "unpaid_ssr", proPriceCents: 1299 });
  const paid = await createCreator(t, { username: "paid_ssr", proPriceCents: 1499 });
  await connectPayouts(t, await signIn(t, paid));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await webBuild?.remove();
});

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
const page = async (url: string) => {
  const response = await t.request("GET", url);
  expect(response.status).toBe(200);
  return rootOf(response.text);
};

describe("server-rendered pages of a creator who takes no paid members yet", () => {
  it("show explore's card without a price", async () => {
    const root = await page("/explore?search=_ssr");
    const unpaidCard = root.slice(root.indexOf("unpaid_ssr"), root.indexOf("unpaid_ssr") + 4000);
    expect(unpaidCard).toContain("Free to follow · not taking paid members yet");
    expect(unpaidCard).not.toContain("$12.99");
    expect(root).toContain("$14.99");
  });

  it("show the profile's paid tiers as not taking paid members, with no Go PRO", async () => {
    const unpaid = await page("/influencer/unpaid_ssr");
    expect(unpaid.match(/Not taking paid members yet/g)).toHaveLength(2);
    expect(unpaid).not.toContain("Go PRO");
    expect(await page("/influencer/paid_ssr")).toContain("Go PRO");
  });

  it("show the plan page's paid plans as not taking paid members, with no login to subscribe", async () => {
    const unpaid = await page("/subscription/unpaid_ssr?tier=pro");
    expect(unpaid).toContain("unpaid_ssr is not taking paid members yet.");
    expect(unpaid.match(/Not taking paid members yet/g)).toHaveLength(2);
    expect(unpaid).not.toContain("Log in to subscribe");
    expect(await page("/subscription/paid_ssr?tier=pro")).toContain("Log in to subscribe");
  });

  // Clicked before the app hydrates, the link is a plain page load, so the way back is in its query.
  it("give a paid creator's plan page a login link that comes back to the plan", async () => {
    const paid = await page("/subscription/paid_ssr?tier=pro");
    expect(paid).toContain('href="/login?from=%2Fsubscription%2Fpaid_ssr%3Ftier%3Dpro"');
  });
});
