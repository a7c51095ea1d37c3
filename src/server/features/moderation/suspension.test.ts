import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advanceClock,
  connectPayouts,
  membershipWith,
  paymentsBy,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createFakeWebBuild } from "../../lib/fake-web-build";
import { contentReports, memberships, moderationLog, sessions, subscriptions, users } from "../../db/schema";
import { refreshCreatorListing } from "../creators";
import { endSuspendedCreatorMemberships } from "./suspension-memberships";

const OWNER_EMAIL = "owner@example.com";
let t: TestApp;
let ownerCookie: string;
let owner: Awaited<ReturnType<typeof createUser>>;

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;

beforeAll(async () => {
  webBuild = await createFakeWebBuild();
  t = await createTestApp({
    env: { OWNER_EMAILS: `${OWNER_EMAIL}, second-owner@example.com`, WEB_DIST_DIR: webBuild.dir },
  });
  owner = await createUser(t, { email: OWNER_EMAIL, username: "the_owner" });
  ownerCookie = await signIn(t, owner);
});
afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

const suspend = (userId: string, reason = "Repeated spam", cookie = ownerCookie) =>
  t.request("POST", `/api/owner/accounts/${userId}/suspend`, { cookie, body: { reason } });
const restore = (userId: string, reason = "Appeal accepted", cookie = ownerCookie) =>
  t.request("POST", `/api/owner/accounts/${userId}/restore`, { cookie, body: { reason } });
const signInAnswer = (user: { email: string; password: string }) =>
  t.request("POST", "/api/auth/sign-in", { body: { email: user.email, password: user.password } });
const logFor = (userId: string) =>
  t.db.select().from(moderationLog).where(eq(moderationLog.targetUserId, userId)).orderBy(moderationLog.createdAt);

describe("who may use the account endpoints", () => {
  it("refuses visitors (401), followers and creators (403)", async () => {
    const target = await createUser(t);
    const follower = await signIn(t, await createUser(t));
    const creator = await signIn(t, await createCreator(t));
    for (const [path, method] of [
      [`/api/owner/accounts/${target.id}/suspend`, "POST"],
      [`/api/owner/accounts/${target.id}/restore`, "POST"],
      [`/api/owner/accounts/${target.username}`, "GET"],
    ] as const) {
      const body = method === "POST" ? { reason: "because" } : undefined;
      expect((await t.request(method, path, { body })).status).toBe(401);
      expect((await t.request(method, path, { body, cookie: follower })).status).toBe(403);
      expect((await t.request(method, path, { body, cookie: creator })).status).toBe(403);
    }
    expect(await logFor(target.id)).toEqual([]);
  });

  it("requires a reason", async () => {
    const target = await createUser(t);
    expect(
      (await t.request("POST", `/api/owner/accounts/${target.id}/suspend`, { cookie: ownerCookie, body: {} })).status,
    ).toBe(400);
    expect((await suspend(target.id, "   ")).status).toBe(400);
    expect((await signInAnswer(target)).status).toBe(200);
  });

  it("shows the owner an account by username, and answers 404 for an unknown one", async () => {
    const creator = await createCreator(t);
    const found = await t.request("GET", `/api/owner/accounts/${creator.username.toUpperCase()}`, {
      cookie: ownerCookie,
    });
    expect(found.status).toBe(200);
    expect(found.json.account).toEqual({
      id: creator.id,
      username: creator.username,
      role: "influencer",
      isOwner: false,
      suspendedAt: null,
    });
    expect((await t.request("GET", "/api/owner/accounts/nobody_here", { cookie: ownerCookie })).status).toBe(404);
    expect((await suspend("no-such-user")).status).toBe(404);
  });

  it("refuses to suspend the owner themselves or another owner", async () => {
    const self = await suspend(owner.id);
    expect(self.status).toBe(403);
    expect(self.json.error.code).toBe("cannot_suspend_self");
    const other = await createUser(t, { email: "Second-Owner@example.com" });
    const another = await suspend(other.id);
    expect(another.status).toBe(409);
    expect(another.json.error.code).toBe("cannot_suspend_owner");
    expect((await signInAnswer(other)).status).toBe(200);
    expect(await logFor(other.id)).toEqual([]);
  });
});

describe("a suspended account", () => {
  it("cannot sign in, its sessions end at once, and the log says who, when and why", async () => {
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    const otherDevice = await signIn(t, follower);
    // Seen just before: the short session cache must not keep the session alive.
    expect((await t.request("GET", "/api/me/memberships", { cookie })).status).toBe(200);

    const suspended = await suspend(follower.id, "Harassing creators");
    expect(suspended.status).toBe(200);
    expect(suspended.json.account).toMatchObject({ id: follower.id, username: follower.username });
    expect(suspended.json.account.suspendedAt).toEqual(expect.any(String));

    expect((await t.request("GET", "/api/me/memberships", { cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/notifications", { cookie: otherDevice })).status).toBe(401);
    expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, follower.id))).toEqual([]);

    const refused = await signInAnswer(follower);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: "account_suspended", message: "This account is suspended." });
    expect(refused.headers.getSetCookie()).toEqual([]);
    // A wrong password learns nothing about the suspension.
    const guess = await signInAnswer({ email: follower.email, password: "not-the-password" });
    expect(guess.json.error.code).toBe("invalid_credentials");

    const [entry] = await logFor(follower.id);
    expect(entry).toMatchObject({
      action: "suspend_account",
      actorId: owner.id,
      targetLabel: follower.username,
      reason: "Harassing creators",
    });
    expect(Date.now() - entry!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("counts as signed out even if a session outlived the suspension (a sign-in racing it)", async () => {
    const follower = await createUser(t);
    const cookie = await signIn(t, follower);
    // Marked suspended behind the service's back: the session row is still there.
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, follower.id));
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the two-second session cache
    expect((await t.request("GET", "/api/me/memberships", { cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/auth/session", { cookie })).json.user).toBeNull();
  });

  it("changes nothing when suspended twice", async () => {
    const follower = await createUser(t);
    const first = await suspend(follower.id);
    const second = await suspend(follower.id, "Again");
    expect(second.status).toBe(200);
    expect(second.json.account.suspendedAt).toBe(first.json.account.suspendedAt);
    expect((await logFor(follower.id)).map((row) => row.action)).toEqual(["suspend_account"]);
  });

  it("gets no password reset email", async () => {
    const follower = await createUser(t);
    await suspend(follower.id);
    const before = t.outbox.list().filter((mail) => mail.to === follower.email).length;
    const answer = await t.request("POST", "/api/auth/forgot-password", { body: { email: follower.email } });
    expect(answer.status).toBe(200);
    expect(t.outbox.list().filter((mail) => mail.to === follower.email).length).toBe(before);
  });

  it("keeps a suspended follower's memberships", async () => {
    const creator = await createCreator(t);
    const follower = await createUser(t);
    await createMembership(t, follower, creator, "rookie");
    await suspend(follower.id);
    expect(await t.db.select().from(memberships).where(eq(memberships.followerId, follower.id))).toHaveLength(1);
  });

  it("signs in again once restored, and the log keeps both actions", async () => {
    const follower = await createUser(t);
    await suspend(follower.id, "Spam");
    const restored = await restore(follower.id, "Appeal accepted");
    expect(restored.status).toBe(200);
    expect(restored.json.account.suspendedAt).toBeNull();
    expect((await signInAnswer(follower)).status).toBe(200);
    // Restoring an account that is not suspended changes nothing.
    expect((await restore(follower.id)).status).toBe(200);
    const log = await logFor(follower.id);
    expect(log.map((row) => [row.action, row.reason, row.actorId])).toEqual([
      ["suspend_account", "Spam", owner.id],
      ["restore_account", "Appeal accepted", owner.id],
    ]);
  });
});

describe("a suspended creator", () => {
  it("vanishes from explore, featured, search, the sitemap, the profile and every post read", async () => {
    const creator = await createCreator(t, { username: "vanishing_coach", bio: "Kettlebell flows for everyone" });
    const post = await createPost(t, creator, { type: "image", requiredTier: "rookie", withThumbnail: true });
    const member = await createUser(t);
    await createMembership(t, member, creator, "rookie");
    const memberCookie = await signIn(t, member);

    const listed = async (path: string, cookie?: string) =>
      ((await t.request("GET", path, { cookie })).json.creators as { username: string }[]).some(
        (card) => card.username === creator.username,
      );
    expect(await listed("/api/creators")).toBe(true);
    expect((await t.request("GET", `/influencer/${creator.username}`)).text).toContain(
      `${creator.username} · FitCreators`,
    );
    expect((await t.request("GET", `/api/posts/${post.id}/thumbnail`)).status).toBe(200);
    expect((await t.request("GET", "/api/me/feed", { cookie: memberCookie })).json.posts).toHaveLength(1);

    expect((await suspend(creator.id)).status).toBe(200);

    expect(await listed("/api/creators")).toBe(false);
    expect(await listed("/api/creators", memberCookie)).toBe(false);
    expect(await listed("/api/creators?search=kettlebell")).toBe(false);
    expect(await listed("/api/creators/featured")).toBe(false);
    expect((await t.request("GET", "/sitemap.xml")).text).not.toContain(creator.username);
    // The page's title and link previews no longer name the creator.
    expect((await t.request("GET", `/influencer/${creator.username}`)).text).not.toContain(
      `${creator.username} · FitCreators`,
    );

    for (const cookie of [undefined, memberCookie]) {
      const profile = await t.request("GET", `/api/creators/${creator.username}`, { cookie });
      expect(profile.status).toBe(404);
      expect(profile.json.error.code).toBe("creator_not_found");
      expect((await t.request("GET", `/api/creators/${creator.username}/posts`, { cookie })).status).toBe(404);
      expect((await t.request("GET", `/api/creators/${creator.username}/routines`, { cookie })).status).toBe(404);
      expect((await t.request("GET", `/api/posts/${post.id}`, { cookie })).status).toBe(404);
      expect((await t.request("GET", `/api/posts/${post.id}/media`, { cookie })).status).toBe(404);
      expect((await t.request("GET", `/api/posts/${post.id}/thumbnail`, { cookie })).status).toBe(404);
    }
    expect((await t.request("GET", "/api/me/feed", { cookie: memberCookie })).json.posts).toEqual([]);

    const newcomer = await signIn(t, await createUser(t));
    const follow = await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie: newcomer });
    expect(follow.status).toBe(404);
    expect((await startCheckout(t, newcomer, creator.username, "pro")).status).toBe(404);
  });

  it("comes back when restored, with the profile listed again", async () => {
    const creator = await createCreator(t);
    const post = await createPost(t, creator, { requiredTier: "rookie" });
    await suspend(creator.id);
    await restore(creator.id);
    const explore = await t.request("GET", "/api/creators");
    expect((explore.json.creators as { username: string }[]).map((card) => card.username)).toContain(creator.username);
    expect((await t.request("GET", `/api/creators/${creator.username}`)).status).toBe(200);
    expect((await t.request("GET", `/api/posts/${post.id}`)).status).toBe(200);
    expect((await signInAnswer(creator)).status).toBe(200);
  });

  it("closes the open reports about the profile and its posts, and only those", async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const post = await createPost(t, creator, { requiredTier: "rookie" });
    const reporter = await signIn(t, await createUser(t));
    for (const body of [
      { subject: "profile", username: creator.username, reason: "Fake account" },
      { subject: "post", postId: post.id, reason: "Spam" },
      { subject: "profile", username: other.username, reason: "Fake account" },
    ]) {
      expect((await t.request("POST", "/api/reports", { cookie: reporter, body })).status).toBe(201);
    }
    expect((await suspend(creator.id)).status).toBe(200);
    const open = await t.db
      .select({ target: contentReports.targetUserId })
      .from(contentReports)
      .where(isNull(contentReports.resolvedAt));
    expect(open.map((row) => row.target)).not.toContain(creator.id);
    expect(open.map((row) => row.target)).toContain(other.id);
  });

  it("can still be unfollowed by a free member, who otherwise could never leave", async () => {
    const creator = await createCreator(t);
    const member = await createUser(t);
    await createMembership(t, member, creator, "rookie");
    await suspend(creator.id);
    const cookie = await signIn(t, member);
    expect((await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie })).status).toBe(404);
    const left = await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie });
    expect(left.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.followerId, member.id), eq(memberships.creatorId, creator.id))),
    ).toEqual([]);
  });

  it("stays unlisted when a profile save racing the suspension refreshes the listing", async () => {
    const creator = await createCreator(t);
    await suspend(creator.id);
    await refreshCreatorListing(t.db, creator.id);
    const explore = await t.request("GET", "/api/creators");
    expect((explore.json.creators as { username: string }[]).map((card) => card.username)).not.toContain(
      creator.username,
    );
  });

  it("stays off explore after a restore when the profile is not complete", async () => {
    const creator = await createCreator(t, { hasAvatar: false });
    await suspend(creator.id);
    await restore(creator.id);
    expect((await t.request("GET", `/api/creators/${creator.username}`)).json.isComplete).toBe(false);
  });
});

describe("paid memberships to a suspended creator", () => {
  it("are set to end with their period at the provider, each member is told once, and stay ending after a restore", async () => {
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const paying = await createUser(t);
    const payingCookie = await signIn(t, paying);
    await subscribe(t, payingCookie, creator.username, "pro");
    const old = await createUser(t);
    await createMembership(t, old, creator, "all_star");
    const rookie = await createUser(t);
    await createMembership(t, rookie, creator, "rookie");
    const periodEnd = (await membershipWith(t, payingCookie, creator.username)).renewsAt as string;

    await suspend(creator.id);
    expect(await endSuspendedCreatorMemberships(t.deps, 1)).toBe(2); // one membership a batch

    const paid = await membershipWith(t, payingCookie, creator.username);
    expect(paid).toMatchObject({ tier: "pro", isActive: true, cancelAtPeriodEnd: true, renewsAt: periodEnd });
    const [stored] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, paying.id));
    expect((await t.deps.payments.getSubscription(stored!.subscriptionId)).cancelAtPeriodEnd).toBe(true);
    const [oldRow] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.followerId, old.id), eq(memberships.creatorId, creator.id)));
    expect(oldRow!.cancelAtPeriodEnd).toBe(true);

    const notices = await t.request("GET", "/api/notifications", { cookie: payingCookie });
    const told = (notices.json.notifications as { type: string; data: unknown }[]).filter(
      (notice) => notice.type === "creator_suspended",
    );
    expect(told).toEqual([
      expect.objectContaining({
        data: { creator: { username: creator.username, name: creator.username }, endsAt: periodEnd },
      }),
    ]);
    const mails = t.outbox
      .list()
      .filter(
        (mail) =>
          mail.to === paying.email && mail.subject === `Your membership with ${creator.username} will not renew`,
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("you will not be charged again");
    const rookieNotices = await t.request("GET", "/api/notifications", { cookie: await signIn(t, rookie) });
    expect(
      (rookieNotices.json.notifications as { type: string }[]).some((notice) => notice.type === "creator_suspended"),
    ).toBe(false);

    // A second round finds nothing left and tells no one twice.
    expect(await endSuspendedCreatorMemberships(t.deps)).toBe(0);
    await restore(creator.id);
    expect(await membershipWith(t, payingCookie, creator.username)).toMatchObject({ cancelAtPeriodEnd: true });
    // The member may not resume it while suspended, but may subscribe again once it ends.
    const again = await t.request("GET", "/api/notifications", { cookie: payingCookie });
    expect(
      (again.json.notifications as { type: string }[]).filter((notice) => notice.type === "creator_suspended"),
    ).toHaveLength(1);
    expect(
      t.outbox.list().filter((mail) => mail.to === paying.email && mail.subject.includes("will not renew")),
    ).toHaveLength(1);
  });

  it("end a paused membership too, which would otherwise bill again when its pause is over", async () => {
    const creator = await createCreator(t);
    await connectPayouts(t, await signIn(t, creator));
    const member = await createUser(t);
    const cookie = await signIn(t, member);
    await subscribe(t, cookie, creator.username, "pro");
    await t.request("POST", `/api/me/memberships/${creator.username}/pause`, { cookie, body: { months: 1 } });
    await advanceClock(t, 31);
    expect(await membershipWith(t, cookie, creator.username)).toMatchObject({
      tier: "rookie",
      pause: { phase: "paused" },
    });

    await suspend(creator.id);
    expect(await endSuspendedCreatorMemberships(t.deps)).toBe(1);
    expect(await membershipWith(t, cookie, creator.username)).toMatchObject({ tier: "rookie", pause: null });
    await advanceClock(t, 40);
    expect((await paymentsBy(t, member.id)).map((payment) => payment.grossCents)).toHaveLength(1);
    expect(await endSuspendedCreatorMemberships(t.deps)).toBe(0);
  });
});
