// Direct messages through the API: who may send (ALL STAR only, checked on every send), the
// creator's reply, reading and the read tick, idempotent sends, rate limits, blocks, reports,
// the inbox's pages and a deleted sender.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directMessages, memberships, messageReports, users } from "../../db/schema";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import {
  creatorWithAllStar,
  openConversation,
  outgoing,
  sendToCreator,
} from "../../../../tests/support/message-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "owner@example.com" } });
});
afterAll(() => t.close());

const SPEC_REFUSAL = "You need an active All Star subscription to send messages to this influencer.";

describe("who may send", () => {
  it("an ALL STAR member writes to the creator, who sees it in the inbox with the member's tier", async () => {
    const pair = await creatorWithAllStar(t);
    const sent = await sendToCreator(t, pair.memberCookie, pair.creator.username, "  Can you check my squat form?  ");
    expect(sent.status).toBe(201);
    expect(sent.json.message).toMatchObject({ body: "Can you check my squat form?", fromMe: true, readAt: null });

    const inbox = await t.request("GET", "/api/conversations", { cookie: pair.creatorCookie });
    expect(inbox.json.conversations).toEqual([
      expect.objectContaining({
        id: sent.json.conversationId,
        other: expect.objectContaining({ username: pair.member.username, memberTier: "all_star", role: "follower" }),
        lastMessage: expect.objectContaining({ body: "Can you check my squat form?", fromMe: false }),
        unreadCount: 1,
      }),
    ]);
  });

  it.each(["pro", "rookie", null] as const)(
    "a %s member is refused with the spec's message and nothing is stored",
    async (tier) => {
      const creator = await createCreator(t);
      const follower = await createUser(t, { role: "follower" });
      if (tier) await createMembership(t, follower, creator, tier);
      const sent = await sendToCreator(t, await signIn(t, follower), creator.username);
      expect(sent.status).toBe(403);
      expect(sent.json.error).toMatchObject({ code: "all_star_required", message: SPEC_REFUSAL });
      const stored = await t.db.select().from(directMessages).where(eq(directMessages.senderId, follower.id));
      expect(stored).toEqual([]);
    },
  );

  it("an ALL STAR membership that ended no longer sends, but the thread stays readable", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(memberships.followerId, pair.member.id));

    const again = await t.request("POST", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.memberCookie,
      body: outgoing("Still there?"),
    });
    expect(again.status).toBe(403);
    expect(again.json.error.message).toBe(SPEC_REFUSAL);
    const thread = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.memberCookie,
    });
    expect(thread.status).toBe(200);
    expect(thread.json.conversation.sendBlock).toBe("all_star_required");
    expect(thread.json.messages.map((message: { body: string }) => message.body)).toEqual(["Hi coach!"]);
  });

  it("visitors are asked to log in and creators cannot use the member's door", async () => {
    const creator = await createCreator(t);
    expect((await sendToCreator(t, "", creator.username)).status).toBe(401);
    const otherCreator = await createCreator(t);
    expect((await sendToCreator(t, await signIn(t, otherCreator), creator.username)).status).toBe(403);
    expect((await sendToCreator(t, await signIn(t, await createUser(t)), "nobody_here")).status).toBe(404);
  });

  it("refuses empty (after trimming) and over-long messages with a clear error", async () => {
    const pair = await creatorWithAllStar(t);
    for (const body of ["", "   \n  ", "x".repeat(501)]) {
      const sent = await sendToCreator(t, pair.memberCookie, pair.creator.username, body);
      expect(sent.status).toBe(400);
      expect(sent.json.error.code).toBe("validation_failed");
      expect(sent.json.error.details.fields.body).toBeTruthy();
    }
    expect((await sendToCreator(t, pair.memberCookie, pair.creator.username, "x".repeat(500))).status).toBe(201);
  });
});

describe("conversation", () => {
  it("the creator replies inside it; opening it marks received messages read, which is the sender's read tick", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    const reply = await t.request("POST", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
      body: outgoing("Send me a video!"),
    });
    expect(reply.status).toBe(201);

    expect((await t.request("GET", "/api/me/unread-counts", { cookie: pair.memberCookie })).json.messages).toBe(1);
    expect(
      (await t.request("POST", `/api/conversations/${conversationId}/read`, { cookie: pair.memberCookie })).json,
    ).toEqual({ read: 1 });
    expect((await t.request("GET", "/api/me/unread-counts", { cookie: pair.memberCookie })).json.messages).toBe(0);

    const creatorView = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
    });
    const [newest, oldest] = creatorView.json.messages;
    expect(newest).toMatchObject({ body: "Send me a video!", fromMe: true, readAt: expect.any(String) });
    // The creator has not opened the member's message yet: no tick for the member.
    expect(oldest).toMatchObject({ body: "Hi coach!", fromMe: false, readAt: null });
  });

  it("a retried or double-sent message is stored once", async () => {
    const pair = await creatorWithAllStar(t);
    const clientMessageId = randomUUID();
    const attempts = await Promise.all(
      [1, 2, 3].map(() => sendToCreator(t, pair.memberCookie, pair.creator.username, "Once only", clientMessageId)),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(attempts.map((attempt) => attempt.json.message.id)).size).toBe(1);
    const stored = await t.db.select().from(directMessages).where(eq(directMessages.senderId, pair.member.id));
    expect(stored).toHaveLength(1);
  });

  it("limits a sender to 10 messages a minute, answering 429 with Retry-After", async () => {
    const pair = await creatorWithAllStar(t);
    for (let index = 0; index < 10; index++) {
      expect((await sendToCreator(t, pair.memberCookie, pair.creator.username, `Message ${index}`)).status).toBe(201);
    }
    const eleventh = await sendToCreator(t, pair.memberCookie, pair.creator.username, "One too many");
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.error.code).toBe("rate_limited");
    const retryAfter = Number(eleventh.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // A minute later the window has room again.
    await t.db.execute(
      sql`update direct_messages set created_at = created_at - interval '61 seconds' where sender_id = ${pair.member.id}`,
    );
    expect((await sendToCreator(t, pair.memberCookie, pair.creator.username, "Back again")).status).toBe(201);
  });

  it("either side can block the other: the blocked one gets a clear 403 until unblocked", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    expect(
      (await t.request("PUT", `/api/conversations/${conversationId}/block`, { cookie: pair.creatorCookie })).json,
    ).toEqual({ blockedByMe: true });

    const blocked = await sendToCreator(t, pair.memberCookie, pair.creator.username, "Hello?");
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.code).toBe("blocked_by_other");
    const ownSide = await t.request("POST", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
      body: outgoing("Hi"),
    });
    expect(ownSide.json.error.code).toBe("blocked");
    const thread = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
    });
    expect(thread.json.conversation).toMatchObject({ sendBlock: "blocked", blockedByMe: true });

    await t.request("DELETE", `/api/conversations/${conversationId}/block`, { cookie: pair.creatorCookie });
    expect((await sendToCreator(t, pair.memberCookie, pair.creator.username, "Hello again")).status).toBe(201);
  });

  it("the receiver reports a message to the owners; nobody else can", async () => {
    const pair = await creatorWithAllStar(t);
    const sent = await sendToCreator(t, pair.memberCookie, pair.creator.username, "Buy my pills");
    const messageId = sent.json.message.id;
    expect(
      (
        await t.request("POST", `/api/messages/${messageId}/report`, {
          cookie: pair.memberCookie,
          body: { reason: "mine" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request("POST", `/api/messages/${messageId}/report`, {
          cookie: pair.creatorCookie,
          body: { reason: "  " },
        })
      ).status,
    ).toBe(400);
    const report = await t.request("POST", `/api/messages/${messageId}/report`, {
      cookie: pair.creatorCookie,
      body: { reason: "Spam" },
    });
    expect(report.status).toBe(201);
    await t.request("POST", `/api/messages/${messageId}/report`, {
      cookie: pair.creatorCookie,
      body: { reason: "Spam again" },
    });
    const reports = await t.db.select().from(messageReports).where(eq(messageReports.messageId, messageId));
    expect(reports).toMatchObject([{ reporterId: pair.creator.id, reason: "Spam" }]);
    const toOwner = t.outbox
      .list()
      .filter((mail) => mail.to === "owner@example.com" && mail.text.includes("Buy my pills"));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain("Reason: Spam");
  });

  it("a deleted sender shows as an unknown user; their messages stay and nobody can send into it", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    await t.db.delete(users).where(eq(users.id, pair.member.id));
    const inbox = await t.request("GET", "/api/conversations", { cookie: pair.creatorCookie });
    expect(inbox.json.conversations[0].other).toMatchObject({ username: null, name: null });
    const thread = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
    });
    expect(thread.json.conversation.sendBlock).toBe("account_deleted");
    expect(thread.json.messages).toHaveLength(1);
  });
});

describe("pages", () => {
  it("pages the inbox newest first without duplicates, and the thread back in time", async () => {
    const creator = await createCreator(t);
    const creatorCookie = await signIn(t, creator);
    const members: string[] = [];
    for (let index = 0; index < 23; index++) {
      const member = await createUser(t, { role: "follower" });
      await createMembership(t, member, creator, "all_star");
      await sendToCreator(t, await signIn(t, member), creator.username, `From member ${index}`);
      members.push(member.username);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json: { conversations: { other: { username: string } }[]; nextCursor: string | null } } =
        await t.request("GET", `/api/conversations${cursor ? `?cursor=${cursor}` : ""}`, { cookie: creatorCookie });
      seen.push(...page.json.conversations.map((conversation) => conversation.other.username));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...members].reverse());

    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair, "Message 0");
    // A long history, written straight to the database (the rate limit would spread it over minutes).
    const start = Date.now();
    await t.db.insert(directMessages).values(
      Array.from({ length: 34 }, (_, index) => ({
        conversationId,
        senderId: pair.creator.id,
        receiverId: pair.member.id,
        body: `Message ${index + 1}`,
        createdAt: new Date(start + (index + 1) * 1000),
      })),
    );
    const first = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.memberCookie,
    });
    const second = await t.request(
      "GET",
      `/api/conversations/${conversationId}/messages?cursor=${first.json.nextCursor}`,
      { cookie: pair.memberCookie },
    );
    const bodies = [...first.json.messages, ...second.json.messages].map((message: { body: string }) => message.body);
    expect(bodies).toEqual(Array.from({ length: 35 }, (_, index) => `Message ${34 - index}`));
    expect(second.json.nextCursor).toBeNull();
  });

  it("a broken cursor is a 400, not a crash", async () => {
    const pair = await creatorWithAllStar(t);
    const response = await t.request("GET", "/api/conversations?cursor=nonsense", { cookie: pair.creatorCookie });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });
});

describe("access matrix", () => {
  it("nobody but its two participants reads, writes, marks, blocks or reports in a conversation", async () => {
    const pair = await creatorWithAllStar(t);
    const conversationId = await openConversation(t, pair);
    const [message] = await t.db
      .select({ id: directMessages.id })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId));
    const messageId = message!.id;
    // Another ALL STAR member of the same creator, and another creator, are outsiders here.
    const outsiderMember = await createUser(t, { role: "follower" });
    await createMembership(t, outsiderMember, { id: pair.creator.id }, "all_star");
    const outsiders = { member: await signIn(t, outsiderMember), creator: await signIn(t, await createCreator(t)) };
    const attempts: [method: string, path: string, body?: unknown][] = [
      ["GET", `/api/conversations/${conversationId}/messages`],
      ["POST", `/api/conversations/${conversationId}/messages`, outgoing("Let me in")],
      ["POST", `/api/conversations/${conversationId}/read`],
      ["PUT", `/api/conversations/${conversationId}/block`],
      ["DELETE", `/api/conversations/${conversationId}/block`],
      ["POST", `/api/messages/${messageId}/report`, { reason: "Spam" }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await t.request(method, path, { body })).status, `visitor ${method} ${path}`).toBe(401);
      for (const [who, cookie] of Object.entries(outsiders)) {
        const response = await t.request(method, path, { cookie, body });
        expect(response.status, `${who} ${method} ${path}`).toBe(404);
      }
    }
    for (const cookie of Object.values(outsiders)) {
      expect((await t.request("GET", "/api/conversations", { cookie })).json.conversations).toEqual([]);
    }
    // Nothing changed: one message, unread, no block.
    const thread = await t.request("GET", `/api/conversations/${conversationId}/messages`, {
      cookie: pair.creatorCookie,
    });
    expect(thread.json.messages).toMatchObject([{ body: "Hi coach!", readAt: null }]);
    expect(thread.json.conversation).toMatchObject({ sendBlock: null, blockedByMe: false });
    expect((await t.request("GET", "/api/me/unread-counts")).status).toBe(401);
  });
});
