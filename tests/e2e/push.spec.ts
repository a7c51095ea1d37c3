// Web push end to end: a member stores a push subscription whose endpoint is a local push service
// (headless Chromium cannot reach a real one, so it is stored through the API with the page's own
// session, as the settings' button would), their creator replies to them, and the push service
// receives one push that verifies (VAPID) and decrypts to ids only; handed to the member's service
// worker, that push shows the words the worker fetched. Then the settings' section.
import { expect, test, type Page } from "@playwright/test";
import { signedInNewAccount } from "./support/accounts";
import { underServiceWorker } from "./support/installable-app";
import { buyMembership, connectPayouts, sendMessage } from "./support/members";
import { startPushService, type PushService } from "../support/push-service";

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service.close();
});

test("a reply from the creator reaches the member's device as an encrypted, signed push with no text in it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const creatorPage = await (await browser.newContext()).newPage();
  const memberPage = await (await browser.newContext({ permissions: ["notifications"] })).newPage();
  const creator = await signedInNewAccount(creatorPage, "influencer", "push_coach");
  await connectPayouts(creatorPage.request);
  const member = await signedInNewAccount(memberPage, "follower", "push_member");
  await buyMembership(memberPage.request, creator.username, "all_star");

  const { publicKey } = (await (await memberPage.request.get("/api/push/public-key")).json()) as { publicKey: string };
  service.trustKey(publicKey);
  const subscription = service.subscribe();
  const stored = await memberPage.request.put("/api/me/push-subscriptions", { data: subscription });
  expect(stored.status()).toBe(204);

  const { conversationId } = await sendMessage(memberPage.request, creator.username, "Can you check my form?");
  const secret = "Keep your elbows tucked on the bench press";
  const reply = await creatorPage.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: secret, clientMessageId: crypto.randomUUID() },
  });
  expect(reply.status()).toBe(201);

  await expect.poll(() => service.pushesTo(subscription.endpoint).length, { timeout: 30_000 }).toBe(1);
  expect(service.failures).toEqual([]);
  const [push] = service.pushesTo(subscription.endpoint);
  const payload = JSON.parse(push!.text) as { notificationId: string; kind: string };
  expect(payload.kind).toBe("messages");
  for (const word of ["elbows", creator.username, member.username]) expect(push!.text).not.toContain(word);

  // What the service worker fetches with the member's session: the words, and where they lead.
  const text = await memberPage.request.get(`/api/me/push/notifications/${payload.notificationId}`);
  expect(await text.json()).toEqual({
    title: `New message from @${creator.username}`,
    body: "Open your inbox to read it.",
    url: `/dashboard/follower/inbox?conversation=${conversationId}`,
  });
  expect((await creatorPage.request.get(`/api/me/push/notifications/${payload.notificationId}`)).status()).toBe(404);

  // The member's service worker gets that push (delivered by Chromium's own push path) and shows it.
  await memberPage.goto("/dashboard/follower");
  await underServiceWorker(memberPage);
  await deliverPush(memberPage, push!.text);
  await expect
    .poll(() =>
      memberPage.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [shown.title, shown.body]),
      ),
    )
    .toEqual([[`New message from @${creator.username}`, "Open your inbox to read it."]]);
});

/** Hands a push message to the page's service worker, as the browser does when its push service delivers one. */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registered = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registered, data });
}

test("the member's settings show push notifications with a choice per kind that stays saved", async ({ page }) => {
  await signedInNewAccount(page, "follower", "push_settings");
  await page.goto("/dashboard/follower/settings");
  const section = page.getByRole("region", { name: "Push notifications" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("group", { name: "Notify me about" })).toBeVisible();
  const posts = section.getByRole("checkbox", { name: "New posts I can open" });
  await expect(posts).toBeChecked();
  await posts.uncheck();
  await expect(section.getByText("Saved.")).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Push notifications" }).getByRole("checkbox", { name: "New posts I can open" }),
  ).not.toBeChecked();
  await expect(
    page.getByRole("region", { name: "Push notifications" }).getByRole("checkbox", { name: "New messages" }),
  ).toBeChecked();
});
