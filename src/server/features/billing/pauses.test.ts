// A pause instead of a cancellation, through the HTTP API on the sandbox: a monthly member keeps
// the paid period, then is a free follower for 1-3 months with nothing charged, and billing comes
// back by itself; a pause can be undone before it starts, ended early (a month charged today), or
// ended with the membership. Each pause is counted once for the creator's numbers.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advanceClock,
  CARDS,
  connectPayouts,
  membershipWith,
  newFollower,
  paymentsBy,
  startCheckout,
  subscribe,
} from "../../../../tests/support/billing-factories";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { pauseWindow } from "../../../domain/pauses";
import { memberships, membershipPauses, notifications, subscriptions } from "../../db/schema";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let proPostId: string;
const CREATOR = "coach_pause";

beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t, { username: CREATOR, proPriceCents: 1000, allStarPriceCents: 2000 });
  await connectPayouts(t, await signIn(t, creator));
  proPostId = (await createPost(t, creator, { title: "PRO plan", requiredTier: "pro" })).id;
});
afterAll(() => t.close());

let follower: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeEach(async () => {
  ({ follower, cookie } = await newFollower(t));
});

const mine = () => membershipWith(t, cookie, CREATOR);
const pause = (body: unknown) => t.request("POST", `/api/me/memberships/${CREATOR}/pause`, { cookie, body });
const endPause = () => t.request("DELETE", `/api/me/memberships/${CREATOR}/pause`, { cookie });
const charged = async () => (await paymentsBy(t, follower.id)).map((payment) => payment.grossCents);
const proPostLocked = async () =>
  (await t.request("GET", `/api/posts/${proPostId}`, { cookie })).json.isLocked as boolean;
const pausesOf = () => t.db.select().from(membershipPauses).where(eq(membershipPauses.followerId, follower.id));
const newSubscriberNotes = async () =>
  (
    await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.type, "new_subscriber")))
  ).filter((note) => JSON.stringify(note.data).includes(follower.username)).length;

describe("pausing a monthly membership", () => {
  it("keeps the paid period, then charges nothing for two months, then bills again by itself", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    const renewsAt = new Date((await mine()).renewsAt);
    const window = pauseWindow(renewsAt, 2);

    const paused = await pause({ months: 2 });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json.membership).toMatchObject({
      tier: "pro",
      isActive: true,
      pause: {
        phase: "scheduled",
        tier: "pro",
        startsAt: window.startsAt.toISOString(),
        resumesAt: window.resumesAt.toISOString(),
      },
    });
    expect(await proPostLocked()).toBe(false);

    // The paid month runs out: a free follower now, who knows what comes back and when.
    await advanceClock(t, 31);
    expect(await mine()).toMatchObject({
      tier: "rookie",
      isActive: true,
      renewsAt: null,
      pause: { phase: "paused", tier: "pro", resumesAt: window.resumesAt.toISOString() },
    });
    expect(await proPostLocked()).toBe(true);
    await advanceClock(t, 29);
    expect((await mine()).tier).toBe("rookie");
    expect(await charged()).toEqual([1000]);

    // Two months on, the renewal charges again and PRO is back, with no "new subscriber" for the creator.
    await advanceClock(t, 33);
    expect(await mine()).toMatchObject({ tier: "pro", status: "active", pause: null });
    expect(await proPostLocked()).toBe(false);
    expect(await charged()).toEqual([1000, 1000]);
    expect(await newSubscriberNotes()).toBe(1);
    const [counted] = await pausesOf();
    expect(counted).toMatchObject({ tier: "pro", months: 2, undoneAt: null });
    expect(counted!.resumedAt).not.toBeNull();
  });

  it("refuses a length other than 1, 2 or 3 months, and a follower with no paid membership", async () => {
    for (const months of [0, 4, 1.5, "1", null]) {
      const refused = await pause({ months });
      expect(refused.status, String(months)).toBe(400);
      expect(refused.json.error.code).toBe("validation_failed");
    }
    expect((await pause({ months: 1 })).status).toBe(404);
    await subscribe(t, cookie, CREATOR, "pro");
    for (const months of [0, 4]) expect((await pause({ months })).status).toBe(400);
    expect((await mine()).pause).toBeNull();
  });

  it("refuses to pause twice, a cancelled membership, or one whose renewal failed", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    expect((await pause({ months: 1 })).status).toBe(200);
    const twice = await pause({ months: 3 });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatchObject({
      code: "pause_not_available",
      message: "Your membership is already paused.",
    });
    // Nor can the plan change while a pause is set.
    const change = await t.request("PATCH", `/api/me/memberships/${CREATOR}`, { cookie, body: { tier: "all_star" } });
    expect(change.status).toBe(409);
    expect(change.json.error.code).toBe("pause_not_available");

    const other = await createUser(t, { role: "follower" });
    const otherCookie = await signIn(t, other);
    await subscribe(t, otherCookie, CREATOR, "pro", CARDS.failsRenewals);
    await t.request("POST", `/api/me/memberships/${CREATOR}/cancel`, { cookie: otherCookie, body: {} });
    const ending = await t.request("POST", `/api/me/memberships/${CREATOR}/pause`, {
      cookie: otherCookie,
      body: { months: 1 },
    });
    expect(ending.json.error.message).toBe("Your membership is ending. Resume it before pausing.");
    await t.request("POST", `/api/me/memberships/${CREATOR}/resume`, { cookie: otherCookie });
    await advanceClock(t, 31);
    const pastDue = await t.request("POST", `/api/me/memberships/${CREATOR}/pause`, {
      cookie: otherCookie,
      body: { months: 1 },
    });
    expect(pastDue.status).toBe(409);
    expect(pastDue.json.error.message).toBe("Update your payment method before pausing.");
  });

  it("undone before it starts, changes nothing: the renewal is charged and the pause is not counted", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 1 });
    const undone = await endPause();
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.membership).toMatchObject({ tier: "pro", pause: null });
    expect(await charged()).toEqual([1000]);
    await advanceClock(t, 31);
    expect(await mine()).toMatchObject({ tier: "pro", pause: null });
    expect(await charged()).toEqual([1000, 1000]);
    const [counted] = await pausesOf();
    expect(counted!.undoneAt).not.toBeNull();
    expect((await endPause()).json.error.code).toBe("not_paused");
  });
});

describe("coming back early", () => {
  it("charges a full month today, 70/30, and opens the tier at once", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 3 });
    await advanceClock(t, 40);
    expect((await mine()).tier).toBe("rookie");

    const resumed = await endPause();
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.json.membership).toMatchObject({ tier: "pro", status: "active", pause: null });
    expect(await proPostLocked()).toBe(false);
    const payments = await paymentsBy(t, follower.id);
    expect(
      payments.map(({ grossCents, creatorNetCents, platformFeeCents }) => [
        grossCents,
        creatorNetCents,
        platformFeeCents,
      ]),
    ).toEqual([
      [1000, 700, 300],
      [1000, 700, 300],
    ]);
    // A month from today, not from the old cycle.
    const days =
      (new Date(resumed.json.membership.renewsAt).getTime() - payments[1]!.occurredAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await pausesOf())[0]!.resumedAt).not.toBeNull();
  });

  it("with a refused card answers 402 and stays paused", async () => {
    await subscribe(t, cookie, CREATOR, "pro", CARDS.failsRenewals);
    await pause({ months: 2 });
    await advanceClock(t, 31);
    const refused = await endPause();
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe("card_declined");
    expect(await mine()).toMatchObject({ tier: "rookie", pause: { phase: "paused" } });
    expect(await charged()).toEqual([1000]);
  });

  it("a paused member cannot start a second subscription at checkout", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 1 });
    await advanceClock(t, 31);
    const checkout = await startCheckout(t, cookie, CREATOR, "all_star");
    expect(checkout.status).toBe(409);
    expect(checkout.json.error.code).toBe("membership_paused");
  });
});

describe("leaving during a pause", () => {
  it("cancelling a paused membership ends it now, keeps the free follow and never charges again", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 2 });
    await advanceClock(t, 31);
    const cancelled = await t.request("POST", `/api/me/memberships/${CREATOR}/cancel`, {
      cookie,
      body: { reason: "too_expensive" },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.membership).toMatchObject({ tier: "rookie", isActive: true, pause: null });
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.followerId, follower.id));
    expect(subscription!.status).toBe("canceled");
    await advanceClock(t, 70);
    expect(await charged()).toEqual([1000]);
    expect((await pausesOf())[0]!.undoneAt).not.toBeNull();
  });

  it("cancelling before the pause starts drops it: access until the period ends, then the free follow", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 1 });
    const cancelled = await t.request("POST", `/api/me/memberships/${CREATOR}/cancel`, { cookie, body: {} });
    expect(cancelled.json.membership).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true, pause: null });
    await advanceClock(t, 70);
    expect(await mine()).toMatchObject({ tier: "rookie", pause: null });
    expect(await charged()).toEqual([1000]);
  });

  it("unfollowing a paused membership ends the subscription and the follow", async () => {
    await subscribe(t, cookie, CREATOR, "pro");
    await pause({ months: 2 });
    await advanceClock(t, 31);
    const left = await t.request("DELETE", `/api/creators/${CREATOR}/follow`, { cookie });
    expect(left.status, left.text).toBe(200);
    expect(await mine()).toBeUndefined();
    const rows = await t.db.select().from(memberships).where(eq(memberships.followerId, follower.id));
    expect(rows).toEqual([]);
    await advanceClock(t, 70);
    expect(await mine()).toBeUndefined();
    expect(await charged()).toEqual([1000]);
  });
});
