// Page cursors as a caller meets them: the app's own cursors page on; a forged or mangled one
// (a bare year, a time PostgreSQL cannot read, an id of no kind, extra parts) is a 400
// invalid_cursor on every list, never a failed query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { encodeCursor } from "./cursor";

let t: TestApp;
let creatorName: string;
let creatorCookie: string;
let followerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await createCreator(t);
  const follower = await createUser(t);
  creatorName = creator.username;
  [creatorCookie, followerCookie] = await Promise.all([signIn(t, creator), signIn(t, follower)]);
});
afterAll(() => t.close());

const forged = (text: string) => Buffer.from(text).toString("base64url");
const uuid = "6f1c2a4e-3b7d-4c1e-9a2f-0d8e5b6c7a91";

const badCursors = {
  "a bare year": forged(`2024|${uuid}`),
  "a year and an id that is not a UUID": forged("2024|abc"),
  "a date and an id of no kind (neither a UUID nor a user id)": forged("2024-01-01 10:00:00+00|no such id!"),
  "a month that does not exist": forged(`2024-13-01 10:00:00+00|${uuid}`),
  "the 30th of February": forged(`2024-02-30 10:00:00+00|${uuid}`),
  "an hour past midnight's end": forged(`2024-02-03 25:00:00+00|${uuid}`),
  "a time zone PostgreSQL does not know": forged(`2024-02-03 10:00:00 Mars|${uuid}`),
  "a NUL byte": forged(`2024-02-03 10:00:00+00\u0000|${uuid}`),
  "a third part": forged(`2024-02-03 10:00:00+00|${uuid}|more`),
  "a JavaScript date string": forged(`Sat Feb 03 2024|${uuid}`),
};

const lists = () => [
  { path: "/api/creators", cookie: followerCookie },
  { path: `/api/creators/${creatorName}/posts`, cookie: followerCookie },
  { path: "/api/me/posts", cookie: creatorCookie },
  { path: "/api/notifications", cookie: followerCookie },
  { path: "/api/conversations", cookie: followerCookie },
  { path: "/api/dashboards/influencer/subscribers", cookie: creatorCookie },
];

describe("page cursors", () => {
  it.each(Object.entries(badCursors))("refuses %s with 400 invalid_cursor on every list", async (_, cursor) => {
    for (const { path, cookie } of lists()) {
      const response = await t.request("GET", `${path}?cursor=${cursor}`, { cookie });
      expect(response.status, path).toBe(400);
      expect(response.json.error.code, path).toBe("invalid_cursor");
    }
  });

  it("refuses a forged sitemap start with 400 instead of a sitemap cut off halfway", async () => {
    const response = await t.request("GET", `/sitemap-pages.xml?after=${badCursors["a bare year"]}`);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });

  it("pages on through creators, whose ids are better-auth's 32 letters and digits rather than UUIDs", async () => {
    const cursor = encodeCursor({ createdAt: "2024-02-03 10:00:00.123456+00", id: "TUyntiFojUVtReAjjRQL8mU45vmgZa7r" });
    expect((await t.request("GET", `/api/creators?cursor=${cursor}`, { cookie: followerCookie })).status).toBe(200);
    expect((await t.request("GET", `/sitemap-pages.xml?after=${cursor}`)).status).toBe(200);
    // Lists keyed by UUID still refuse it.
    expect((await t.request("GET", `/api/me/posts?cursor=${cursor}`, { cookie: creatorCookie })).status).toBe(400);
  });

  it("accepts a cursor in PostgreSQL's own text of a time, with microseconds and any offset", async () => {
    for (const createdAt of ["2024-02-03 10:00:00.123456+00", "2024-02-29 23:59:59+05:30", "2024-02-03T10:00:00Z"]) {
      for (const { path, cookie } of lists()) {
        const response = await t.request("GET", `${path}?cursor=${encodeCursor({ createdAt, id: uuid })}`, { cookie });
        expect(response.status, `${path} ${createdAt}`).toBe(200);
      }
    }
  });
});
