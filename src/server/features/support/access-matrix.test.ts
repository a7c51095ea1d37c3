// Who may do what with support requests: any signed-in user opens one; only its requester and the
// owners read it and its screenshot (everyone else gets the 404 of a request that does not exist);
// only its requester replies in its thread (owners answer instead); only the owners list and
// answer them. Visitors are asked to sign in everywhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers } from "../../../../tests/support/access-viewers";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { cameraPhoto } from "../../../../tests/support/images";
import { openRequest } from "../../../../tests/support/support-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { supportAnswers, supportRequests } from "../../db/schema";
import { eq } from "drizzle-orm";

type Viewer =
  | "visitor"
  | "requester"
  | "rookie"
  | "pro"
  | "all_star"
  | "other_creator_member"
  | "creator"
  | "other_creator"
  | "owner";
const viewers: Viewer[] = [
  "visitor",
  "requester",
  "rookie",
  "pro",
  "all_star",
  "other_creator_member",
  "creator",
  "other_creator",
  "owner",
];

let t: TestApp;
let cookies: Record<Viewer, string | undefined>;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_EMAILS: "boss@example.com" } });
  // The shared viewers under this file's names: their "owner" is the creator here, as "owner" here
  // is whoever runs the platform.
  const made = await createViewers(t);
  const requester = await createUser(t);
  await createMembership(t, requester.id, made.owner.id, "pro");
  cookies = {
    visitor: undefined,
    requester: await signIn(t, requester),
    rookie: made.cookies.rookie,
    pro: made.cookies.pro,
    all_star: made.cookies.all_star,
    other_creator_member: made.cookies.other_member,
    creator: made.cookies.owner,
    other_creator: made.cookies.other_creator,
    owner: await signIn(t, await createUser(t, { email: "boss@example.com" })),
  };
  const created = await openRequest(
    t,
    cookies.requester,
    { subject: "Private matter", message: "Something only the team should read." },
    { bytes: await cameraPhoto(), type: "image/jpeg" },
  );
  requestId = created.json.id;
});
afterAll(() => t.close());

const readers = new Set<Viewer>(["requester", "owner"]);
const refusal = (viewer: Viewer, allowed: boolean) => (viewer === "visitor" ? 401 : allowed ? 200 : 404);

describe("support request access", () => {
  it.each(viewers)("%s reads the request and its screenshot only when allowed", async (viewer) => {
    const cookie = cookies[viewer];
    const expected = refusal(viewer, readers.has(viewer));
    const request = await t.request("GET", `/api/support/requests/${requestId}`, { cookie });
    expect(request.status).toBe(expected);
    if (expected === 200) expect(request.json.subject).toBe("Private matter");
    else expect(request.text).not.toContain("Private matter");
    const screenshot = await t.app.request(`/api/support/requests/${requestId}/screenshot`, {
      headers: cookie ? { cookie } : {},
    });
    expect(screenshot.status).toBe(expected);
    if (expected === 200) expect(screenshot.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(viewers)("%s sees only their own requests in their list", async (viewer) => {
    const list = await t.request("GET", "/api/support/requests", { cookie: cookies[viewer] });
    if (viewer === "visitor") return expect(list.status).toBe(401);
    expect(list.status).toBe(200);
    const ids = (list.json.requests as { id: string }[]).map((request) => request.id);
    expect(ids.includes(requestId)).toBe(viewer === "requester");
  });

  it.each(viewers)("%s lists, opens and answers requests in the owner dashboard only when an owner", async (viewer) => {
    const cookie = cookies[viewer];
    const expected = viewer === "visitor" ? 401 : viewer === "owner" ? 200 : 403;
    expect((await t.request("GET", "/api/owner/support-requests", { cookie })).status).toBe(expected);
    expect((await t.request("GET", `/api/owner/support-requests/${requestId}`, { cookie })).status).toBe(expected);
    if (viewer === "owner") return;
    const answer = await t.request("POST", `/api/owner/support-requests/${requestId}/answers`, {
      cookie,
      body: { message: "Sneaky answer" },
    });
    expect(answer.status).toBe(expected);
    expect(await t.db.select().from(supportAnswers)).toEqual([]);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
    expect(row?.status).toBe("open");
  });

  it.each(viewers)("%s replies in the request's thread only when its requester", async (viewer) => {
    const before = await t.db.select().from(supportAnswers).where(eq(supportAnswers.requestId, requestId));
    const reply = await t.request("POST", `/api/support/requests/${requestId}/replies`, {
      cookie: cookies[viewer],
      body: { message: `A reply from ${viewer}` },
    });
    expect(reply.status).toBe(viewer === "visitor" ? 401 : viewer === "requester" ? 201 : 404);
    const after = await t.db.select().from(supportAnswers).where(eq(supportAnswers.requestId, requestId));
    if (viewer === "requester") {
      expect(after.map((row) => [row.writtenBy, row.message])).toEqual([["requester", "A reply from requester"]]);
    } else {
      expect(reply.text).not.toContain("Private matter");
      expect(after).toEqual(before);
    }
  });

  it.each(viewers)("%s may open a request when signed in", async (viewer) => {
    const created = await openRequest(t, cookies[viewer], { subject: "A question", message: "How do refunds work?" });
    expect(created.status).toBe(viewer === "visitor" ? 401 : 201);
  });
});
