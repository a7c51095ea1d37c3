// Prepared reads map their rows exactly as Drizzle does: decoded values, nested objects, and a
// left-joined object that is null when the join found nothing.
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../tests/support/content-factories";
import { createUser } from "../../../tests/support/factories";
import { createMembership } from "../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { preparedQuery } from "./prepared";
import { memberships, posts, profiles, users } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewerMembership = alias(memberships, "viewer_membership");
const postsWithMembership = (db: TestApp["db"]) =>
  db
    .select({
      id: posts.id,
      publishedAt: posts.publishedAt,
      createdAt: posts.createdAt,
      creator: { username: users.username, avatarKey: profiles.avatarKey },
      isPublished: sql<boolean>`${posts.status} = 'published'`,
      count: sql<number>`(select count(*) from ${posts} as p2 where p2.creator_id = ${posts.creatorId})`.mapWith(
        Number,
      ),
      membership: { tier: viewerMembership.tier, periodEnd: viewerMembership.currentPeriodEnd },
      post: posts,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(profiles, eq(profiles.userId, posts.creatorId))
    .leftJoin(viewerMembership, viewerJoin(sql.placeholder("viewerId")))
    .where(eq(posts.creatorId, sql.placeholder("creatorId")))
    .orderBy(posts.createdAt);

function viewerJoin(viewerId: ReturnType<typeof sql.placeholder>) {
  return sql`${viewerMembership.creatorId} = ${posts.creatorId} and ${viewerMembership.followerId} = ${viewerId}`;
}

const compiled = preparedQuery((db) => postsWithMembership(db).prepare("prepared_test_posts"));

describe("preparedQuery", () => {
  it("maps rows as Drizzle does, with and without the left-joined row", async () => {
    const creator = await createUser(t, { role: "influencer", username: "mapped_creator" });
    const member = await createUser(t);
    const stranger = await createUser(t);
    await createPost(t, creator, { title: "one", publishedAt: new Date(Date.UTC(2025, 0, 1, 12, 30, 15, 123)) });
    await createPost(t, creator, { title: "two", status: "draft" });
    await createMembership(t, member.id, creator.id, "pro", { currentPeriodEnd: new Date(Date.UTC(2030, 0, 1)) });

    for (const viewer of [member, stranger]) {
      const expected = await postsWithMembership(t.db).execute({ viewerId: viewer.id, creatorId: creator.id });
      const actual = await compiled(t.db).execute({ viewerId: viewer.id, creatorId: creator.id });
      expect(actual).toEqual(expected);
      expect(actual).toHaveLength(2);
      expect(actual[0]!.publishedAt).toBeInstanceOf(Date);
      expect(typeof actual[0]!.count).toBe("number");
    }
    const [asMember] = await compiled(t.db).execute({ viewerId: member.id, creatorId: creator.id });
    expect(asMember!.membership).toEqual({ tier: "pro", periodEnd: new Date(Date.UTC(2030, 0, 1)) });
    const [asStranger] = await compiled(t.db).execute({ viewerId: stranger.id, creatorId: creator.id });
    expect(asStranger!.membership).toBeNull();
    expect(asStranger!.creator).toEqual({ username: "mapped_creator", avatarKey: null });
  });
});
