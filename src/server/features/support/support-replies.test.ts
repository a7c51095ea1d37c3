// Replying in a support request's thread over HTTP: the requester adds a follow-up to their own
// request (never to anyone else's), which puts it back in the owners' open list with its priority;
// the owner answers again and the requester is notified of each answer. Bad input and replies
// beyond the hourly limit change nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_REPLIES_PER_HOUR } from "../../../domain/support-requests";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { openRequest } from "../../../../tests/support/support-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { supportAnswers, supportRequests } from "../../db/schema";

let t: TestApp;
const cookies: Record<"pro" | "other" | "owner" | "chatty", string> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  const creator = await createUser(t, { role: "influencer" });
  const pro = await createUser(t);
  await createMembership(t, pro.id, creator.id, "pro");
  cookies.pro = await signIn(t, pro);
  cookies.other = await signIn(t, await createUser(t));
  cookies.chatty = await signIn(t, await createUser(t));
  cookies.owner = await signIn(t, await createUser(t, { email: "boss@example.com" }));
});
afterAll(() => t.close());

const reply = (id: string, cookie: string | undefined, body: unknown) =>
  t.request("POST", `/api/support/requests/${id}/replies`, { cookie, body });
const answer = (id: string, message: string) =>
  t.request("POST", `/api/owner/support-requests/${id}/answers`, { cookie: cookies.owner, body: { message } });

/** What a refused reply must leave as it was: the request's row and its thread. */
async function snapshot(id: string) {
  const [request] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const thread = await t.db.select().from(supportAnswers).where(eq(supportAnswers.requestId, id));
  return { request, thread };
}

async function answeredRequest(cookie: string, subject: string) {
  const created = await openRequest(t, cookie, { subject, message: "The PRO video does not start on my phone." });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  expect((await answer(id, "Please update the app and try again.")).status).toBe(200);
  return id;
}

let badInputRequest: string | undefined;

describe("replying in a support request's thread", () => {
  it("adds the requester's reply, reopens the request for the owners with its priority, and takes a second answer", async () => {
    const id = await answeredRequest(cookies.pro, "Video does not start");

    const replied = await reply(id, cookies.pro, { message: "  I updated it and it still stops.  " });
    expect(replied.status).toBe(201);
    expect(replied.json).toMatchObject({
      id,
      status: "open",
      priorityTier: "pro",
      answers: [
        { writtenBy: "team", message: "Please update the app and try again." },
        { writtenBy: "requester", message: "I updated it and it still stops." },
      ],
    });
    expect(replied.json.answeredAt).not.toBeNull();

    // Back in the owners' open list, among the priority requests, ahead of every answered one.
    const queue = await t.request("GET", "/api/owner/support-requests", { cookie: cookies.owner });
    const rows = queue.json.requests as { id: string; status: string; priorityTier: string | null }[];
    const row = rows.findIndex((request) => request.id === id);
    expect(rows[row]).toMatchObject({ status: "open", priorityTier: "pro" });
    expect(rows.slice(0, row).every((request) => request.status === "open" && request.priorityTier)).toBe(true);

    const opened = await t.request("GET", `/api/owner/support-requests/${id}`, { cookie: cookies.owner });
    expect(opened.json.answers.map((message: { writtenBy: string }) => message.writtenBy)).toEqual([
      "team",
      "requester",
    ]);

    const again = await answer(id, "We found it: a broken file. Fixed now.");
    expect(again.status).toBe(200);
    expect(again.json.status).toBe("answered");
    const mine = await t.request("GET", "/api/support/requests", { cookie: cookies.pro });
    const thread = mine.json.requests.find((request: { id: string }) => request.id === id);
    expect(thread.answers.map((message: { writtenBy: string; message: string }) => message.writtenBy)).toEqual([
      "team",
      "requester",
      "team",
    ]);

    const notifications = await t.request("GET", "/api/notifications", { cookie: cookies.pro });
    const answered = (notifications.json.notifications as { type: string; data: { requestId: string } }[]).filter(
      (notification) => notification.type === "support_answered" && notification.data.requestId === id,
    );
    expect(answered).toHaveLength(2);
  });

  it("lets the requester add to a request that has no answer yet; it stays open", async () => {
    const created = await openRequest(t, cookies.pro, {
      subject: "Forgot to say",
      message: "My invoice shows the wrong name.",
    });
    const id = created.json.id as string;
    const replied = await reply(id, cookies.pro, { message: "It is the March invoice." });
    expect(replied.status).toBe(201);
    expect(replied.json).toMatchObject({ status: "open", answers: [{ writtenBy: "requester" }] });
  });

  it("answers 404 for someone else's request, an owner's included, and 401 to a visitor; nothing changes", async () => {
    const id = await answeredRequest(cookies.pro, "Private question");
    const before = await snapshot(id);
    for (const cookie of [cookies.chatty, cookies.owner]) {
      const refused = await reply(id, cookie, { message: "Sneaky reply" });
      expect(refused.status).toBe(404);
      expect(refused.json.error.code).toBe("support_request_not_found");
      expect(refused.text).not.toContain("Private question");
    }
    const visitor = await reply(id, undefined, { message: "Sneaky reply" });
    expect(visitor.status).toBe(401);
    // A visitor is told to sign in even when what they sent is not valid either.
    expect((await reply(id, undefined, { message: "" })).status).toBe(401);
    for (const missing of ["00000000-0000-4000-8000-000000000009", "not-a-uuid"]) {
      expect((await reply(missing, cookies.pro, { message: "Hello?" })).status).toBe(404);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it.each([
    [{ message: "   " }, "supportRequests.validation.replyRequired"],
    [{ message: "x".repeat(5001) }, "supportRequests.validation.messageTooLong"],
    [{}, undefined],
    [{ message: 42 }, undefined],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    // One request for every bad input: the hourly limit on opening requests is 5.
    badInputRequest ??= await answeredRequest(cookies.other, "Bad input");
    const id = badInputRequest;
    const before = await snapshot(id);
    const refused = await reply(id, cookies.other, body);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("validation_failed");
    if (message) expect(refused.json.error.details.fields.message).toBe(message);
    else expect(refused.json.error.details.fields).toHaveProperty("message");
    expect(await snapshot(id)).toEqual(before);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const id = badInputRequest ?? (await answeredRequest(cookies.other, "Bad input"));
    const before = await snapshot(id);
    const refused = await reply(id, cookies.other, "message=hello");
    expect(refused.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });

  it(`takes ${SUPPORT_REPLIES_PER_HOUR} replies an hour from one user, then says when to try again`, async () => {
    const created = await openRequest(t, cookies.chatty, { subject: "Many words", message: "A long conversation." });
    const id = created.json.id as string;
    for (let n = 0; n < SUPPORT_REPLIES_PER_HOUR; n++) {
      expect((await reply(id, cookies.chatty, { message: `Reply ${n}` })).status).toBe(201);
    }
    const before = await snapshot(id);
    const refused = await reply(id, cookies.chatty, { message: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too_many_support_replies");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await snapshot(id)).toEqual(before);
  });
});
