// Notifications through the API: made by real events for the right people only, read, marked
// and deleted by their owner only, with the email preferences and one-click unsubscribe.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationFanouts, notifications, users } from "../../db/schema";
import { advanceClock, CARDS, connectPayouts, subscribe } from "../../../../tests/support/billing-factories";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { creatorWithAllStar, openConversation, sendToCreator } from "../../../../tests/support/message-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { emailUnreadMessages } from "./unread-emails";
import { runNotificationFanouts } from "./fanout";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const typesOf = async (userId: string) => (await notificationsOf(userId)).map((row) => row.type).sort();

describe("made by events", () => {
  it("content_published goes to the members whose tier opens the post, in batches by a job, not in the request", async () => {
    const creator = await createCreator(t);
    const [rookie, pro, allStar, lapsed] = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(t, { role: "follower" })),
    );
    await createMembership(t, rookie!, creator, "rookie");
    await createMembership(t, pro!, creator, "pro");
    await createMembership(t, allStar!, creator, "all_star");
    await createMembership(t, lapsed!, creator, "all_star", { status: "canceled" });

    const created = await t.request("POST", "/api/posts", {
      cookie: await signIn(t, creator),
      body: {
        title: "Leg day",
        description: "",
        category: "workout",
        type: "text",
        requiredTier: "pro",
        status: "published",
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(await notificationsOf(pro!.id)).toEqual([]);

    expect(await runNotificationFanouts(t.db, 1)).toBe(2);
    const [told] = await notificationsOf(pro!.id);
    expect(told).toMatchObject({
      type: "content_published",
      data: { postId: created.json.id, title: "Leg day", creator: { username: creator.username } },
    });
    expect(await typesOf(allStar!.id)).toEqual(["content_published"]);
    expect(await typesOf(rookie!.id)).toEqual([]);
    expect(await typesOf(lapsed!.id)).toEqual([]);
    // Worked off: running again tells nobody twice.
    expect(await runNotificationFanouts(t.db)).toBe(0);
  });

  it("daily_routine goes to PRO and ALL STAR members when today's routine changes, at most once a day per creator", async () => {
    const creator = await createCreator(t);
    const [rookie, pro] = await Promise.all([1, 2].map(() => createUser(t, { role: "follower" })));
    await createMembership(t, rookie!, creator, "rookie");
    await createMembership(t, pro!, creator, "pro");
    const cookie = await signIn(t, creator);
    const routine = {
      title: "Push day",
      notes: "",
      blocks: [{ startTime: "07:00", endTime: "07:30", activity: "Bench press", description: "", type: "workout" }],
    };
    const save = async (date: string) => {
      const saved = await t.request("PUT", `/api/me/routines/${date}`, { cookie, body: routine });
      expect(saved.status, saved.text).toBe(200);
    };
    const today = new Date().toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    // Planning another day is not news.
    await save(nextWeek);
    await runNotificationFanouts(t.db);
    expect(await typesOf(pro!.id)).toEqual([]);

    await save(today);
    await save(today);
    await runNotificationFanouts(t.db);
    expect(await typesOf(pro!.id)).toEqual(["daily_routine"]);
    expect((await notificationsOf(pro!.id))[0]?.data).toMatchObject({
      creator: { username: creator.username },
      date: today,
    });
    expect(await typesOf(rookie!.id)).toEqual([]);
  });

  it("influencer_update: a creator's update reaches every active member, Rookie included, through the job", async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const [rookie, allStar, lapsed, elsewhere] = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(t, { role: "follower" })),
    );
    await createMembership(t, rookie!, creator, "rookie");
    await createMembership(t, allStar!, creator, "all_star");
    await createMembership(t, lapsed!, creator, "pro", { status: "canceled" });
    await createMembership(t, elsewhere!, other, "all_star");
    const cookie = await signIn(t, creator);

    const posted = await t.request("POST", "/api/me/updates", {
      cookie,
      body: { text: "  Live Q&A moved to Friday 6pm!  " },
    });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.json).toEqual({ text: "Live Q&A moved to Friday 6pm!" });
    expect(await runNotificationFanouts(t.db)).toBe(2);
    for (const member of [rookie!, allStar!]) {
      const [told] = await notificationsOf(member.id);
      expect(told).toMatchObject({
        type: "influencer_update",
        data: { creator: { username: creator.username }, text: "Live Q&A moved to Friday 6pm!" },
      });
    }
    expect(await typesOf(lapsed!.id)).toEqual([]);
    expect(await typesOf(elsewhere!.id)).toEqual([]);
  });

  it("influencer_update: only creators post, with text of 1 to 280 characters, 3 a day; a refusal queues nothing", async () => {
    const creator = await createCreator(t);
    const cookie = await signIn(t, creator);
    const fanoutsOf = () =>
      t.db.select().from(notificationFanouts).where(eq(notificationFanouts.creatorId, creator.id));

    const follower = await createUser(t, { role: "follower" });
    const byFollower = await t.request("POST", "/api/me/updates", {
      cookie: await signIn(t, follower),
      body: { text: "Hi" },
    });
    expect(byFollower.status).toBe(403);
    expect((await t.request("POST", "/api/me/updates", { body: { text: "Hi" } })).status).toBe(401);
    for (const text of ["   ", "x".repeat(281)]) {
      const refused = await t.request("POST", "/api/me/updates", { cookie, body: { text } });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe("validation_failed");
    }
    expect(await fanoutsOf()).toEqual([]);

    for (const text of ["One", "Two", "x".repeat(280)])
      expect((await t.request("POST", "/api/me/updates", { cookie, body: { text } })).status).toBe(201);
    const fourth = await t.request("POST", "/api/me/updates", { cookie, body: { text: "Four" } });
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.code).toBe("too_many_updates");
    expect(await fanoutsOf()).toHaveLength(3);
  });

  it("milestone_reached for a follower at their 10th workout watched, once", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t, { role: "follower" });
    await createMembership(t, follower, creator, "rookie");
    const cookie = await signIn(t, follower);
    const posts = await Promise.all(
      Array.from({ length: 11 }, (_, index) => createPost(t, creator, { title: `Workout ${index + 1}` })),
    );
    const watch = async (postId: string) =>
      expect((await t.request("POST", `/api/posts/${postId}/views`, { cookie })).status).toBe(204);

    for (const post of posts.slice(0, 9)) await watch(post.id);
    expect(await typesOf(follower.id)).toEqual([]);
    await watch(posts[9]!.id);
    await watch(posts[10]!.id);
    // A view counts once a day: watching the same post again is no new workout.
    await watch(posts[0]!.id);
    const milestones = (await notificationsOf(follower.id)).filter((row) => row.type === "milestone_reached");
    expect(milestones.map((row) => row.data)).toEqual([{ milestone: 10, of: "workouts" }]);
  });

  it("a creator reading other creators' free posts earns no follower milestone", async () => {
    const [author, reader] = await Promise.all([createCreator(t), createCreator(t)]);
    const cookie = await signIn(t, reader);
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createPost(t, author, { title: `Free ${index + 1}` })),
    );
    for (const post of posts)
      expect((await t.request("POST", `/api/posts/${post.id}/views`, { cookie })).status).toBe(204);

    expect(await typesOf(reader.id)).toEqual([]);
  });

  it("new_subscriber on a follow, milestone_reached once at 10 members", async () => {
    const creator = await createCreator(t);
    for (let index = 0; index < 11; index++) {
      const follower = await createUser(t, { role: "follower" });
      expect(
        (await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie: await signIn(t, follower) }))
          .status,
      ).toBe(200);
    }
    const rows = await notificationsOf(creator.id);
    expect(rows.filter((row) => row.type === "new_subscriber")).toHaveLength(11);
    expect(rows.filter((row) => row.type === "milestone_reached").map((row) => row.data)).toEqual([{ milestone: 10 }]);
  });

  it("a paid membership tells the creator (new member, payment) and the follower (renewal, failed payment)", async () => {
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const follower = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, follower);
    await subscribe(t, cookie, creator.username, "pro", CARDS.failsRenewals);
    expect(await typesOf(creator.id)).toEqual(["new_subscriber", "payment_received"]);
    const payment = (await notificationsOf(creator.id)).find((row) => row.type === "payment_received");
    expect(payment?.data).toMatchObject({ follower: { username: follower.username }, tier: "pro", amountCents: 999 });

    await advanceClock(t, 31);
    expect(await typesOf(follower.id)).toContain("payment_failed");

    const loyal = await createUser(t, { role: "follower" });
    await subscribe(t, await signIn(t, loyal), creator.username, "pro");
    await advanceClock(t, 31);
    expect(await typesOf(loyal.id)).toContain("subscription_renewal");
  });

  it("new_message: one unread notification per conversation, counted up, read with the conversation", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    await sendToCreator(t, pair.memberCookie, pair.creator.username, "And another thing");
    const [one] = await notificationsOf(pair.creator.id);
    expect(one).toMatchObject({
      type: "new_message",
      readAt: null,
      data: { conversationId, count: 2, from: { username: pair.member.username } },
    });
    expect((await t.request("GET", "/api/me/unread-counts", { cookie: pair.creatorCookie })).json).toEqual({
      messages: 2,
      notifications: 1,
    });

    await t.request("POST", `/api/conversations/${conversationId}/read`, { cookie: pair.creatorCookie });
    expect((await t.request("GET", "/api/me/unread-counts", { cookie: pair.creatorCookie })).json).toEqual({
      messages: 0,
      notifications: 0,
    });
  });
});

describe("owner only", () => {
  it("lists newest first in pages, marks one or all read, deletes; another user gets 404 and changes nothing", async () => {
    const user = await createUser(t, { role: "influencer" });
    const other = await createUser(t, { role: "follower" });
    const [cookie, otherCookie] = [await signIn(t, user), await signIn(t, other)];
    const start = Date.now();
    await t.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: user.id,
        type: "milestone_reached" as const,
        data: { milestone: index },
        createdAt: new Date(start + index * 1000),
      })),
    );

    const first = await t.request("GET", "/api/notifications", { cookie });
    const second = await t.request("GET", `/api/notifications?cursor=${first.json.nextCursor}`, { cookie });
    const milestones = [...first.json.notifications, ...second.json.notifications].map(
      (item: { data: { milestone: number } }) => item.data.milestone,
    );
    expect(milestones).toEqual(Array.from({ length: 25 }, (_, index) => 24 - index));
    expect((await t.request("GET", "/api/notifications?limit=5", { cookie })).json.notifications).toHaveLength(5);
    expect((await t.request("GET", "/api/notifications?limit=500", { cookie })).status).toBe(400);

    const target = first.json.notifications[0].id;
    for (const [method, path] of [
      ["POST", `/api/notifications/${target}/read`],
      ["DELETE", `/api/notifications/${target}`],
    ] as const) {
      expect((await t.request(method, path, { cookie: otherCookie })).status).toBe(404);
      expect((await t.request(method, path)).status).toBe(401);
    }
    expect((await t.request("GET", "/api/notifications", { cookie: otherCookie })).json.notifications).toEqual([]);
    await t.request("POST", "/api/notifications/read-all", { cookie: otherCookie });
    expect((await t.request("GET", "/api/me/unread-counts", { cookie })).json.notifications).toBe(25);

    expect((await t.request("POST", `/api/notifications/${target}/read`, { cookie })).status).toBe(200);
    expect((await t.request("GET", "/api/me/unread-counts", { cookie })).json.notifications).toBe(24);
    expect((await t.request("POST", "/api/notifications/read-all", { cookie })).json).toEqual({ updated: 24 });
    expect((await t.request("DELETE", `/api/notifications/${target}`, { cookie })).status).toBe(204);
    expect(await notificationsOf(user.id)).toHaveLength(24);
    expect((await t.request("POST", "/api/notifications/not-a-uuid/read", { cookie })).status).toBe(400);
  });

  it("the bell counts up to 100 and no further", async () => {
    const user = await createUser(t);
    await t.db.insert(notifications).values(
      Array.from({ length: 130 }, () => ({
        userId: user.id,
        type: "milestone_reached" as const,
        data: { milestone: 10 },
      })),
    );
    expect(
      (await t.request("GET", "/api/me/unread-counts", { cookie: await signIn(t, user) })).json.notifications,
    ).toBe(100);
  });
});

describe("emails while away", () => {
  it("a message unread for 15 minutes is emailed once, with a one-click unsubscribe that turns it off", async () => {
    const pair = await creatorWithAllStar(t);
    await openConversation(t, pair, "Quick question");
    const emailsTo = () =>
      t.outbox.list().filter((mail) => mail.to === pair.creator.email && mail.subject.includes("message"));
    await emailUnreadMessages(t.deps);
    expect(emailsTo()).toHaveLength(0);

    await t.db.execute(
      sql`update direct_messages set created_at = now() - interval '16 minutes' where sender_id = ${pair.member.id}`,
    );
    await emailUnreadMessages(t.deps);
    await emailUnreadMessages(t.deps);
    const [mail] = emailsTo();
    expect(emailsTo()).toHaveLength(1);
    expect(mail!.text).toContain(`@${pair.member.username}`);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);

    // A mail app's one-click POST, no session.
    const unsubscribed = await t.request("POST", new URL(oneClick).pathname + new URL(oneClick).search, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.json).toEqual({ kind: "messages" });
    expect((await t.request("GET", "/api/me/email-preferences", { cookie: pair.creatorCookie })).json).toEqual({
      messages: false,
      replies: true,
      payments: true,
      weeklyTips: true,
    });

    await sendToCreator(t, pair.memberCookie, pair.creator.username, "Hello?");
    await t.db.execute(
      sql`update direct_messages set created_at = now() - interval '16 minutes' where sender_id = ${pair.member.id}`,
    );
    await emailUnreadMessages(t.deps);
    expect(emailsTo()).toHaveLength(1);
  });

  it("preferences are the user's own; a forged unsubscribe token is refused", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    expect((await t.request("GET", "/api/me/email-preferences", { cookie })).json).toEqual({
      messages: true,
      replies: true,
      payments: true,
      weeklyTips: true,
    });
    expect((await t.request("PUT", "/api/me/email-preferences", { cookie, body: { payments: false } })).json).toEqual({
      messages: true,
      replies: true,
      payments: false,
      weeklyTips: true,
    });
    expect((await t.request("PUT", "/api/me/email-preferences", { cookie, body: { payments: "no" } })).status).toBe(
      400,
    );
    const unchanged = await t.request("PUT", "/api/me/email-preferences", { cookie, body: {} });
    expect(unchanged.status).toBe(200);
    expect(unchanged.json).toEqual({ messages: true, replies: true, payments: false, weeklyTips: true });
    expect((await t.request("GET", "/api/me/email-preferences")).status).toBe(401);

    const genuine = t.deps.unsubscribeTokens.sign(user.id, "messages");
    const forged = genuine.replace(/\.messages\./, ".payments.");
    for (const token of [forged, "garbage", ""]) {
      const refused = await t.request("POST", "/api/email-preferences/unsubscribe", { body: { token } });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe("invalid_token");
    }
    expect((await t.request("POST", "/api/email-preferences/unsubscribe", { body: { token: genuine } })).json).toEqual({
      kind: "messages",
    });

    const gone = await createUser(t);
    const goneToken = t.deps.unsubscribeTokens.sign(gone.id, "payments");
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await t.request("POST", "/api/email-preferences/unsubscribe", { body: { token: goneToken } })).status).toBe(
      400,
    );
  });

  it("a failed payment is emailed with an unsubscribe link, and not at all once turned off", async () => {
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const [wants, optedOut] = [await createUser(t, { role: "follower" }), await createUser(t, { role: "follower" })];
    await subscribe(t, await signIn(t, wants), creator.username, "pro", CARDS.failsRenewals);
    const optedOutCookie = await signIn(t, optedOut);
    await t.request("PUT", "/api/me/email-preferences", { cookie: optedOutCookie, body: { payments: false } });
    await subscribe(t, optedOutCookie, creator.username, "pro", CARDS.failsRenewals);
    await advanceClock(t, 31);

    const failed = (email: string) =>
      t.outbox.list().filter((mail) => mail.to === email && mail.subject.startsWith("Action needed"));
    expect(failed(wants.email)).toHaveLength(1);
    expect(failed(wants.email)[0]!.text).toContain("/unsubscribe?token=");
    expect(failed(optedOut.email)).toHaveLength(0);
    // Receipts are not optional.
    expect(t.outbox.list().some((mail) => mail.to === optedOut.email && mail.subject.startsWith("Receipt"))).toBe(true);
  });
});

it("fan-outs are recorded once per event", async () => {
  const rows = await t.db.select({ key: notificationFanouts.dedupeKey }).from(notificationFanouts);
  expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
});
