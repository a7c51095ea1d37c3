// Support requests over HTTP: opening one (words, limits, screenshot), the owners' list with
// priority members first, answering, and the requester hearing of the answer.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { supportAnswers, supportRequests } from "../../db/schema";
import { cameraPhoto } from "../../../../tests/support/images";
import { openRequest } from "../../../../tests/support/support-factories";

let t: TestApp;
let creator: { id: string };
const cookies: Record<"follower" | "pro" | "allStar" | "owner" | "limited", string> = {} as never;
const valid = { subject: "Cannot see my video", message: "The PRO video does not start on my phone." };

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  creator = await createUser(t, { role: "influencer" });
  const pro = await createUser(t);
  const allStar = await createUser(t);
  const follower = await createUser(t);
  await createMembership(t, follower.id, creator.id, "rookie");
  await createMembership(t, pro.id, creator.id, "pro");
  await createMembership(t, allStar.id, creator.id, "all_star");
  cookies.follower = await signIn(t, follower);
  cookies.pro = await signIn(t, pro);
  cookies.allStar = await signIn(t, allStar);
  cookies.limited = await signIn(t, await createUser(t));
  cookies.owner = await signIn(t, await createUser(t, { email: "boss@example.com" }));
});
afterAll(() => t.close());

const requestCount = async () => (await t.db.select().from(supportRequests)).length;

describe("opening a support request", () => {
  it("asks a visitor to sign in", async () => {
    const response = await openRequest(t, undefined, valid);
    expect(response.status).toBe(401);
    expect((await t.request("GET", "/api/support/requests")).status).toBe(401);
  });

  it("stores the request, open, with the requester's tier as its priority", async () => {
    const rookie = await openRequest(t, cookies.follower, valid);
    expect(rookie.status).toBe(201);
    expect(rookie.json).toMatchObject({
      ...valid,
      status: "open",
      priorityTier: null,
      screenshotUrl: null,
      answers: [],
    });
    const pro = await openRequest(t, cookies.pro, {
      subject: "  Billing  ",
      message: "I was charged twice this month.",
    });
    expect(pro.json).toMatchObject({ subject: "Billing", priorityTier: "pro" });
    const allStar = await openRequest(t, cookies.allStar, valid);
    expect(allStar.json.priorityTier).toBe("all_star");

    const mine = await t.request("GET", "/api/support/requests", { cookie: cookies.pro });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.json.requests.map((request: { id: string }) => request.id)).toEqual([pro.json.id]);
  });

  it.each([
    [{ subject: "Hi", message: valid.message }, "subject", "supportRequests.validation.subjectTooShort"],
    [{ subject: "x".repeat(121), message: valid.message }, "subject", "supportRequests.validation.subjectTooLong"],
    [{ subject: valid.subject, message: "Too short" }, "message", "supportRequests.validation.messageTooShort"],
    [{ subject: valid.subject, message: "x".repeat(5001) }, "message", "supportRequests.validation.messageTooLong"],
    [{ subject: valid.subject }, "message", undefined],
  ])("refuses %j with 400 and stores nothing", async (fields, field, message) => {
    const before = await requestCount();
    const response = await openRequest(t, cookies.follower, fields);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    if (message) expect(response.json.error.details.fields[field]).toBe(message);
    else expect(response.json.error.details.fields).toHaveProperty(field);
    expect(await requestCount()).toBe(before);
  });

  it("refuses a screenshot that is not a picture, whatever it is called, and stores nothing", async () => {
    const before = await requestCount();
    const response = await openRequest(t, cookies.follower, valid, {
      bytes: Buffer.from("%PDF-1.7 not a picture at all"),
      type: "image/png",
      name: "shot.png",
    });
    expect(response.status).toBe(415);
    expect(response.json.error.code).toBe("unsupported_file_type");
    expect(await requestCount()).toBe(before);
  });

  it("reads an empty file field (nothing picked) as no screenshot", async () => {
    const response = await openRequest(t, cookies.follower, valid, {
      bytes: Buffer.alloc(0),
      type: "application/octet-stream",
      name: "",
    });
    expect(response.status).toBe(201);
    expect(response.json.screenshotUrl).toBeNull();
  });

  it("takes 5 requests an hour from one user, then says when to try again", async () => {
    for (let n = 0; n < 5; n++) expect((await openRequest(t, cookies.limited, valid)).status).toBe(201);
    const refused = await openRequest(t, cookies.limited, valid);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too_many_support_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const mine = await t.request("GET", "/api/support/requests", { cookie: cookies.limited });
    expect(mine.json.requests).toHaveLength(5);
  });
});

describe("the screenshot", () => {
  it("is stored without EXIF and served privately to the requester and the owners only", async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");
    const created = await openRequest(t, cookies.pro, valid, { bytes: photo, type: "image/jpeg" });
    expect(created.status).toBe(201);
    const url = created.json.screenshotUrl as string;
    expect(url).toBe(`/api/support/requests/${created.json.id}/screenshot`);

    for (const cookie of [cookies.pro, cookies.owner]) {
      const served = await t.app.request(url, { headers: { cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
    expect((await t.app.request(url)).status).toBe(401);
    expect((await t.app.request(url, { headers: { cookie: cookies.allStar } })).status).toBe(404);
  });
});

describe("the owners' list and answers", () => {
  it("lists open requests first, priority members' first, marked with their tier", async () => {
    const list = await t.request("GET", "/api/owner/support-requests", { cookie: cookies.owner });
    expect(list.status).toBe(200);
    const rows = list.json.requests as { priorityTier: string | null; status: string }[];
    const firstOrdinary = rows.findIndex((row) => row.priorityTier === null);
    expect(firstOrdinary).toBeGreaterThan(0);
    expect(rows.slice(0, firstOrdinary).every((row) => row.priorityTier !== null)).toBe(true);
    expect(rows.slice(firstOrdinary).every((row) => row.priorityTier === null)).toBe(true);
    expect(new Set(rows.slice(0, firstOrdinary).map((row) => row.priorityTier))).toEqual(new Set(["pro", "all_star"]));
  });

  it("pages through every request once, in order, answered ones last", async () => {
    const [first] = await t.db.select().from(supportRequests).limit(1);
    // Enough rows for two pages, written straight in (the hourly limit is tested above).
    await t.db.insert(supportRequests).values(
      Array.from({ length: 24 }, (_, n) => ({
        requesterId: first!.requesterId,
        subject: `Bulk ${n}`,
        message: "A question asked in bulk.",
        status: n % 3 === 0 ? ("answered" as const) : ("open" as const),
        priorityTier: n % 2 === 0 ? ("pro" as const) : null,
        createdAt: new Date(Date.now() - n * 60_000),
      })),
    );
    const seen: { id: string; status: string; priorityTier: string | null; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : "";
      const page = await t.request("GET", `/api/owner/support-requests${query}`, { cookie: cookies.owner });
      expect(page.status).toBe(200);
      seen.push(...page.json.requests);
      cursor = page.json.nextCursor;
    } while (cursor);
    const total = await requestCount();
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((row) => row.id)).size).toBe(total);
    const rank = (row: (typeof seen)[number]) => (row.status === "answered" ? 2 : 0) + (row.priorityTier ? 0 : 1);
    const sorted = [...seen].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
    expect(seen.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
  });

  it("lets an owner answer: the request is answered, the requester reads it and is notified", async () => {
    const created = await openRequest(t, cookies.allStar, {
      subject: "Coach never replied",
      message: "I wrote to my coach a week ago.",
    });
    const id = created.json.id as string;

    const opened = await t.request("GET", `/api/owner/support-requests/${id}`, { cookie: cookies.owner });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ subject: "Coach never replied", priorityTier: "all_star", status: "open" });
    expect(opened.json.requester.username).toMatch(/^user_/);

    const empty = await t.request("POST", `/api/owner/support-requests/${id}/answers`, {
      cookie: cookies.owner,
      body: { message: "   " },
    });
    expect(empty.status).toBe(400);
    expect(await t.db.select().from(supportAnswers)).toEqual([]);

    const answered = await t.request("POST", `/api/owner/support-requests/${id}/answers`, {
      cookie: cookies.owner,
      body: { message: "We reminded your coach; expect an answer today." },
    });
    expect(answered.status).toBe(200);
    expect(answered.json.status).toBe("answered");
    expect(answered.json.answers).toHaveLength(1);

    const mine = await t.request("GET", `/api/support/requests/${id}`, { cookie: cookies.allStar });
    expect(mine.json).toMatchObject({
      status: "answered",
      answers: [{ message: "We reminded your coach; expect an answer today." }],
    });
    expect(mine.json.answeredAt).not.toBeNull();

    const notifications = await t.request("GET", "/api/notifications", { cookie: cookies.allStar });
    expect(notifications.json.notifications[0]).toMatchObject({
      type: "support_answered",
      data: { requestId: id, subject: "Coach never replied" },
      read: false,
    });
  });

  it("answers 404 for a request that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000009";
    for (const [method, path] of [
      ["GET", `/api/owner/support-requests/${missing}`],
      ["POST", `/api/owner/support-requests/${missing}/answers`],
      ["GET", `/api/owner/support-requests/not-a-uuid`],
    ] as const) {
      const response = await t.request(method, path, {
        cookie: cookies.owner,
        body: method === "POST" ? { message: "Hello" } : undefined,
      });
      expect(response.status, path).toBe(404);
    }
  });
});
