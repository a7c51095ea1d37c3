// Web push through HTTP and the delivery job, against a local push service that verifies the VAPID
// signature and decrypts every push (tests/support/push-service.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, pushOutbox, pushSubscriptions } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { creatorWithAllStar, openConversation, outgoing } from "../../../../tests/support/message-factories";
import { startPushService, type PushService } from "../../../../tests/support/push-service";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { deliverPushes } from "./deliver";
import { recordPushes } from "./outbox";

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
  const key = await t.request("GET", "/api/push/public-key");
  service.trustKey(key.json.publicKey);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

async function subscribedMember() {
  const member = await createUser(t);
  const cookie = await signIn(t, member);
  const subscription = service.subscribe();
  const saved = await t.request("PUT", "/api/me/push-subscriptions", { cookie, body: subscription });
  expect(saved.status).toBe(204);
  return { member, cookie, subscription };
}

/** A failed payment's notification, stored and queued as notify() does (the message tests go through it). */
async function paymentFailed(userId: string) {
  const data = { creator: { username: "coach_maya", name: "Maya" }, tier: "pro", amountCents: 999, currency: "usd" };
  const [made] = await t.db
    .insert(notifications)
    .values({ userId, type: "payment_failed", data })
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
  await recordPushes(t.db, [made!]);
}

/** Some day ahead of the database's clock (the outbox's rows are due from its now()). */
const dayAhead = (hour: string, plusDays = 2) =>
  new Date(`${new Date(Date.now() + plusDays * 86_400_000).toISOString().slice(0, 10)}T${hour}:00Z`);

describe("the public key", () => {
  it("is a P-256 point in base64url, the same on every call", async () => {
    const first = await t.request("GET", "/api/push/public-key");
    const second = await t.request("GET", "/api/push/public-key");
    expect(first.status).toBe(200);
    expect(Buffer.from(first.json.publicKey, "base64url")).toHaveLength(65);
    expect(second.json.publicKey).toBe(first.json.publicKey);
  });
});

describe("subscriptions", () => {
  it("are stored for the signed-in user, and move to whoever stores the same endpoint", async () => {
    const { member, subscription } = await subscribedMember();
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toMatchObject({ userId: member.id, ...subscription.keys });

    const other = await createUser(t);
    const again = await t.request("PUT", "/api/me/push-subscriptions", {
      cookie: await signIn(t, other),
      body: subscription,
    });
    expect(again.status).toBe(204);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows.map((moved) => moved.userId)).toEqual([other.id]);
  });

  it.each([
    ["no keys", { endpoint: "https://push.example.com/abc" }],
    ["a short p256dh", { endpoint: "https://push.example.com/abc", keys: { p256dh: "abc", auth: "a".repeat(22) } }],
    ["not a URL", { endpoint: "nope", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } }],
    [
      "plain http off this machine",
      { endpoint: "http://10.0.0.5/push", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } },
    ],
  ])("refuses %s with a JSON error and stores nothing", async (_case, body) => {
    const user = await createUser(t);
    const refused = await t.request("PUT", "/api/me/push-subscriptions", { cookie: await signIn(t, user), body });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("validation_failed");
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    const refused = await t.request("PUT", "/api/me/push-subscriptions", { body: service.subscribe() });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("unauthenticated");
  });

  it("are removed by their owner only", async () => {
    const { cookie, subscription } = await subscribedMember();
    const stranger = await signIn(t, await createUser(t));
    await t.request("DELETE", "/api/me/push-subscriptions", {
      cookie: stranger,
      body: { endpoint: subscription.endpoint },
    });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toHaveLength(1);
    const removed = await t.request("DELETE", "/api/me/push-subscriptions", {
      cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([]);
  });
});

describe("a message to a subscribed member", () => {
  it("sends exactly one push, signed and encrypted, carrying ids only", async () => {
    const pair = await creatorWithAllStar(t);
    const subscription = service.subscribe();
    await t.request("PUT", "/api/me/push-subscriptions", { cookie: pair.memberCookie, body: subscription });
    const conversationId = await openConversation(t, pair, "Hi coach!");
    const secret = "Your deadlift PR plan: 3x5 at 140kg";
    const reply = await t.request("POST", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
      body: outgoing(secret),
    });
    expect(reply.status).toBe(201);

    const sent = await deliverPushes(t.deps);
    expect(service.failures).toEqual([]);
    expect(sent).toBe(1);
    const pushes = service.pushesTo(subscription.endpoint);
    expect(pushes).toHaveLength(1);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, pair.member.id));
    expect(JSON.parse(pushes[0]!.text)).toEqual({ notificationId: notification!.id, kind: "messages" });
    for (const privateWord of ["deadlift", pair.creator.username, pair.member.username]) {
      expect(pushes[0]!.text).not.toContain(privateWord);
    }
    expect(pushes[0]!.claims.aud).toBe(service.baseUrl);
    // Sent once: the outbox is empty after.
    expect(await deliverPushes(t.deps)).toBe(0);
    expect(service.pushesTo(subscription.endpoint)).toHaveLength(1);

    const text = await t.request("GET", `/api/me/push/notifications/${notification!.id}`, {
      cookie: pair.memberCookie,
    });
    expect(text.status).toBe(200);
    expect(text.json).toEqual({
      title: `New message from @${pair.creator.username}`,
      body: "Open your inbox to read it.",
      url: `/dashboard/follower/inbox?conversation=${conversationId}`,
    });
    const notTheirs = await t.request("GET", `/api/me/push/notifications/${notification!.id}`, {
      cookie: pair.creatorCookie,
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json.error.code).toBe("not_found");
  });

  it("words the push in the member's language", async () => {
    const { member, cookie } = await subscribedMember();
    await t.request("PUT", "/api/me/language", { cookie, body: { language: "fr" } });
    await paymentFailed(member.id);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const text = await t.request("GET", `/api/me/push/notifications/${notification!.id}`, { cookie });
    expect(text.json.title).toBe("Votre paiement à @coach_maya a échoué");
  });
});

describe("choices", () => {
  it("start all on with no quiet hours, and save a patch", async () => {
    const { cookie } = await subscribedMember();
    const initial = await t.request("GET", "/api/me/push-preferences", { cookie });
    expect(initial.json).toEqual({
      messages: true,
      posts: true,
      liveSessions: true,
      payments: true,
      coachComments: true,
      quietHours: null,
      timeZone: "UTC",
    });
    const saved = await t.request("PATCH", "/api/me/push-preferences", {
      cookie,
      body: { posts: false, quietHours: { start: "22:30", end: "07:00" }, timeZone: "America/Sao_Paulo" },
    });
    expect(saved.json).toMatchObject({
      posts: false,
      quietHours: { start: "22:30", end: "07:00" },
      timeZone: "America/Sao_Paulo",
    });
    expect((await t.request("GET", "/api/me/push-preferences", { cookie })).json).toEqual(saved.json);
  });

  it.each([{ timeZone: "Mars/Olympus" }, { quietHours: { start: "25:00", end: "07:00" } }, { unknown: true }])(
    "refuses %j",
    async (body) => {
      const { cookie } = await subscribedMember();
      const refused = await t.request("PATCH", "/api/me/push-preferences", { cookie, body });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe("validation_failed");
    },
  );

  it("a kind turned off sends no push", async () => {
    const { member, cookie, subscription } = await subscribedMember();
    await t.request("PATCH", "/api/me/push-preferences", { cookie, body: { payments: false } });
    await paymentFailed(member.id);
    await deliverPushes(t.deps);
    expect(service.pushesTo(subscription.endpoint)).toEqual([]);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id))).toEqual([]);
  });

  it("quiet hours hold a push until they end, in the member's time zone", async () => {
    const { member, cookie, subscription } = await subscribedMember();
    await t.request("PATCH", "/api/me/push-preferences", {
      cookie,
      body: { quietHours: { start: "22:00", end: "07:00" }, timeZone: "Europe/Lisbon" },
    });
    await paymentFailed(member.id);
    // Lisbon is UTC+0 in winter and UTC+1 in summer: 23:30 UTC is in the quiet hours either way.
    await deliverPushes(t.deps, { now: dayAhead("23:30") });
    expect(service.pushesTo(subscription.endpoint)).toEqual([]);
    const [held] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id));
    expect(held!.attempts).toBe(0);
    await deliverPushes(t.deps, { now: dayAhead("08:05", 3) });
    expect(service.pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it("a push held by quiet hours is dropped when its notification was read meanwhile", async () => {
    const { member, cookie, subscription } = await subscribedMember();
    await t.request("PATCH", "/api/me/push-preferences", {
      cookie,
      body: { quietHours: { start: "22:00", end: "07:00" }, timeZone: "UTC" },
    });
    await paymentFailed(member.id);
    await deliverPushes(t.deps, { now: dayAhead("23:00") });
    await t.request("POST", "/api/notifications/read-all", { cookie });
    await deliverPushes(t.deps, { now: dayAhead("07:30", 3) });
    expect(service.pushesTo(subscription.endpoint)).toEqual([]);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id))).toEqual([]);
  });
});

describe("a push service that answers", () => {
  it.each([410, 404])("%i: the subscription is deleted", async (status) => {
    const { member, subscription } = await subscribedMember();
    service.answerWith(subscription.endpoint, status);
    await paymentFailed(member.id);
    await deliverPushes(t.deps);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id))).toEqual([]);
  });

  it("500: the push is retried later, a bounded number of times", async () => {
    const { member, subscription } = await subscribedMember();
    service.answerWith(subscription.endpoint, 500);
    await paymentFailed(member.id);
    await deliverPushes(t.deps);
    const [waiting] = await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id));
    expect(waiting!.attempts).toBe(1);
    for (let day = 2; day < 8; day++) await deliverPushes(t.deps, { now: dayAhead("12:00", day) });
    expect(await t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toHaveLength(1);
  });
});
