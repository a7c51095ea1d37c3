// The audit log is append-only in the database: no UPDATE, DELETE or TRUNCATE gets through, from
// any code or connection, while the accounts and posts it names can still be deleted (their
// references are cleared; the entry and its label stay).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { moderationLog, posts, users } from "../../db/schema";
import { recordModeration } from "./audit-log";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logged hiding of a fresh post of a fresh creator, by a fresh owner. */
async function loggedHiding() {
  const owner = await createUser(t);
  const creator = await createUser(t, { role: "influencer" });
  const post = await createPost(t, creator, { title: "Cheat day" });
  await recordModeration(t.db, {
    action: "hide_post",
    actorId: owner.id,
    targetUserId: creator.id,
    postId: post.id,
    targetLabel: "Cheat day",
    reason: "Spam",
  });
  const [entry] = await t.db.select().from(moderationLog).where(eq(moderationLog.postId, post.id));
  return { owner, creator, post, entry: entry! };
}

/** The PostgreSQL error behind a failed query (drizzle wraps the driver's as `cause`). */
async function refusal(query: Promise<unknown>) {
  const error = await query.then(
    () => null,
    (failure: unknown) => failure as { cause?: { code?: string; message?: string } },
  );
  expect(error, "the database refused the change").not.toBeNull();
  return error!.cause ?? (error as { code?: string; message?: string });
}

describe("the moderation log", () => {
  it("refuses to change an entry's action, reason, subject or time", async () => {
    const { entry } = await loggedHiding();
    for (const change of [
      { reason: "Looked fine" },
      { action: "unhide_post" as const },
      { targetLabel: "Something else" },
      { createdAt: new Date(0) },
    ]) {
      const error = await refusal(t.db.update(moderationLog).set(change).where(eq(moderationLog.id, entry.id)));
      expect(error.code).toBe("42501");
      expect(error.message).toMatch(/append-only/);
    }
    const [after] = await t.db.select().from(moderationLog).where(eq(moderationLog.id, entry.id));
    expect(after).toEqual(entry);
  });

  it("refuses to point an entry at someone else", async () => {
    const { entry } = await loggedHiding();
    const other = await createUser(t);
    expect(
      (await refusal(t.db.update(moderationLog).set({ actorId: other.id }).where(eq(moderationLog.id, entry.id)))).code,
    ).toBe("42501");
  });

  it("refuses DELETE and TRUNCATE", async () => {
    const { entry } = await loggedHiding();
    expect((await refusal(t.db.delete(moderationLog).where(eq(moderationLog.id, entry.id)))).code).toBe("42501");
    expect((await refusal(t.db.execute(sql`truncate moderation_log`))).code).toBe("42501");
    expect(await t.db.select().from(moderationLog).where(eq(moderationLog.id, entry.id))).toHaveLength(1);
  });

  it("keeps the entry when the post, the account and the owner it names are deleted", async () => {
    const { owner, creator, post, entry } = await loggedHiding();
    await t.db.delete(posts).where(eq(posts.id, post.id));
    await t.db.delete(users).where(eq(users.id, creator.id));
    await t.db.delete(users).where(eq(users.id, owner.id));
    const [after] = await t.db.select().from(moderationLog).where(eq(moderationLog.id, entry.id));
    expect(after).toEqual({ ...entry, actorId: null, targetUserId: null, postId: null });
  });
});
