// Timestamps read as PostgreSQL's text come out exactly as Date.toISOString() writes them, so an
// answer built from the text is the answer built from a Date.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../tests/support/content-factories";
import { createUser } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { posts } from "./schema";
import { isoTimestamp, isoTimestampOrNull, timestampText } from "./timestamp-text";

describe("isoTimestamp", () => {
  it.each([
    "2026-11-23 21:35:46.123456+00",
    "2026-11-23 21:35:46.999999+00",
    "2026-11-23 21:35:46.12+00",
    "2026-11-23 21:35:46.5+00",
    "2026-11-23 21:35:46+00",
    "2024-02-29 00:00:00.000001+00",
    // Another session time zone, and a year Date reads otherwise, take the Date path.
    "2026-11-23 22:35:46.123456+01",
    "2026-11-24 03:05:46.123+05:30",
    "2026-11-23 15:35:46-06",
  ])("writes %s as Date does", (text) => {
    expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });

  it("keeps a missing time missing", () => {
    expect(isoTimestampOrNull(null)).toBeNull();
    expect(isoTimestampOrNull("2026-11-23 21:35:46+00")).toBe("2026-11-23T21:35:46.000Z");
  });
});

describe("timestampText", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads a column as PostgreSQL's text, which isoTimestamp turns into the Date's ISO text", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const post = await createPost(t, creator, { publishedAt: new Date("2026-03-04T05:06:07.089Z") });
    await t.db.execute(
      sql`update ${posts} set created_at = '2026-01-02 03:04:05.678912+00' where ${posts.id} = ${post.id}`,
    );
    const [row] = await t.db
      .select({
        createdAt: timestampText(posts.createdAt),
        publishedAt: timestampText(posts.publishedAt),
        hiddenAt: timestampText(posts.hiddenAt),
        date: posts.createdAt,
      })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row!.createdAt).toBe("2026-01-02 03:04:05.678912+00");
    expect(isoTimestamp(row!.createdAt)).toBe(row!.date.toISOString());
    expect(isoTimestampOrNull(row!.publishedAt)).toBe("2026-03-04T05:06:07.089Z");
    expect(row!.hiddenAt).toBeNull();
  });
});
