// Check-ins through HTTP: refused input changes nothing, one check-in a week that its member may
// change through the week, the creator's form decides what is kept, the coach is told once,
// photos are limited, checked by their bytes and served without what the camera wrote.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoWeekStart } from "../../../domain/checkins";
import { answers, fetchPhoto, submitCheckin, today, uploadPhoto } from "../../../../tests/support/checkin-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { cameraPhoto } from "../../../../tests/support/images";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { checkinPhotos, checkins, memberships, notifications } from "../../db/schema";

let t: TestApp;
let coach: Awaited<ReturnType<typeof createUser>>;
let coachCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await createUser(t, { role: "influencer" });
  coachCookie = await signIn(t, coach);
});
afterAll(() => t.close());

async function allStarMember() {
  const member = await createUser(t);
  await createMembership(t, member.id, coach.id, "all_star");
  return { member, cookie: await signIn(t, member) };
}

const rowsOf = (memberId: string) => t.db.select().from(checkins).where(eq(checkins.memberId, memberId));
const checkinNotices = () =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, coach.id), eq(notifications.type, "checkin_submitted")));

describe("sending a check-in", () => {
  it.each([
    ["energy above 5", { energy: 6 }, "energy"],
    ["energy not whole", { energy: 2.5 }, "energy"],
    ["adherence above 100 %", { adherence: 120 }, "adherence"],
    ["sleep over a day", { sleepHours: 25 }, "sleepHours"],
    ["a weight of 5 kg", { weight: 5 }, "weight"],
    ["a unit that is not kg or lb", { unit: "stone" }, "unit"],
    ["a note too long", { note: "x".repeat(2001) }, "note"],
    ["no date", { today: undefined }, "today"],
    ["a date a week away", { today: "2020-01-01" }, "today"],
  ])("refuses %s with 400, storing nothing", async (_name, change, field) => {
    const { member, cookie } = await allStarMember();
    const sent = await submitCheckin(t, cookie, coach.username, answers(change));
    expect(sent.status).toBe(400);
    expect(sent.json.error.code).toBe("validation_failed");
    expect(Object.keys(sent.json.error.details.fields)).toContain(field);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it("keeps one check-in a week: sending again changes it, and the coach is told once", async () => {
    const { member, cookie } = await allStarMember();
    const before = (await checkinNotices()).length;
    const first = await submitCheckin(t, cookie, coach.username, answers({ weight: 176, unit: "lb" }));
    expect(first.status).toBe(201);
    expect(first.json.checkin).toMatchObject({ weekStart: isoWeekStart(today()), weightKg: 79.83, energy: 4 });
    const again = await submitCheckin(t, cookie, coach.username, answers({ energy: 2, note: "Tired" }));
    expect(again.status).toBe(200);
    expect(again.json.checkin).toMatchObject({ id: first.json.checkin.id, energy: 2, note: "Tired", weightKg: 80 });
    expect(await rowsOf(member.id)).toHaveLength(1);

    const notices = await checkinNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)?.data).toMatchObject({
      member: { username: member.username },
      checkinId: first.json.checkin.id,
      weekStart: isoWeekStart(today()),
    });
  });

  it("keeps only what the creator's form asks", async () => {
    const creator = await createUser(t, { role: "influencer" });
    const creatorCookie = await signIn(t, creator);
    const member = await createUser(t);
    await createMembership(t, member.id, creator.id, "all_star");
    const cookie = await signIn(t, member);
    const form = { weight: false, sleep: true, energy: true, adherence: false, note: false, photos: false };
    expect((await t.request("PUT", "/api/check-ins/form", { cookie: creatorCookie, body: form })).status).toBe(200);
    expect((await t.request("PUT", "/api/check-ins/form", { cookie: creatorCookie, body: { weight: 1 } })).status).toBe(
      400,
    );
    expect((await t.request("GET", "/api/check-ins/form", { cookie: creatorCookie })).json.form).toEqual(form);

    const view = await t.request("GET", `/api/check-ins/with/${creator.username}?today=${today()}`, { cookie });
    expect(view.json).toMatchObject({ canSubmit: true, form, current: null });
    const sent = await submitCheckin(t, cookie, creator.username);
    expect(sent.json.checkin).toMatchObject({ weightKg: null, sleepHours: 7.5, energy: 4, adherence: null, note: "" });
    const photo = await uploadPhoto(t, cookie, sent.json.checkin.id, await cameraPhoto());
    expect(photo.status).toBe(409);
    expect(photo.json.error.code).toBe("photos_not_asked");

    const empty = await submitCheckin(
      t,
      cookie,
      creator.username,
      answers({ sleepHours: null, energy: null, weight: 70, note: "only unasked answers" }),
    );
    expect(empty.status).toBe(400);
    expect(empty.json.error.details.fields._).toBe("checkins.validation.empty");
  });

  it("is refused once the member is no longer ALL STAR, who keeps reading their past check-ins", async () => {
    const { member, cookie } = await allStarMember();
    const sent = await submitCheckin(t, cookie, coach.username);
    await t.db
      .update(memberships)
      .set({ tier: "pro" })
      .where(and(eq(memberships.followerId, member.id), eq(memberships.creatorId, coach.id)));

    const refused = await submitCheckin(t, cookie, coach.username, answers({ note: "changed" }));
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("all_star_required");
    const photo = await uploadPhoto(t, cookie, sent.json.checkin.id, await cameraPhoto());
    expect(photo.status).toBe(403);

    const view = await t.request("GET", `/api/check-ins/with/${coach.username}?today=${today()}`, { cookie });
    expect(view.json).toMatchObject({ canSubmit: false, form: null, current: { note: "Good week" } });
    const history = await t.request("GET", `/api/check-ins/with/${coach.username}/history`, { cookie });
    expect(history.json.checkins).toHaveLength(1);
    const coaches = await t.request("GET", "/api/check-ins/coaches", { cookie });
    expect(coaches.json.coaches).toEqual([
      { username: coach.username, name: coach.username, avatarUrls: null, tier: "pro", canSubmit: false },
    ]);
  });

  it("lists a member's earlier weeks newest first, in pages, and leaves them read-only", async () => {
    const { member, cookie } = await allStarMember();
    const weeks = ["2026-01-05", "2026-01-12", "2026-01-19"];
    for (const [index, weekStart] of weeks.entries()) {
      await t.db.insert(checkins).values({
        memberId: member.id,
        creatorId: coach.id,
        weekStart,
        energy: 3,
        createdAt: new Date(`${weekStart}T10:00:00Z`),
        note: `week ${index + 1}`,
      });
    }
    const past = (await rowsOf(member.id)).find((row) => row.weekStart === "2026-01-19")!;
    const photo = await uploadPhoto(t, cookie, past.id, await cameraPhoto());
    expect(photo.status).toBe(409);
    expect(photo.json.error.code).toBe("checkin_closed");

    const sent = await submitCheckin(t, cookie, coach.username);
    expect(sent.status).toBe(201);
    expect(await rowsOf(member.id)).toHaveLength(4);

    const notes: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : "";
      const page = await t.request("GET", `/api/check-ins/with/${coach.username}/history${query}`, { cookie });
      expect(page.status).toBe(200);
      notes.push(...page.json.checkins.map((row: { note: string }) => row.note));
      cursor = page.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(notes).toEqual(["Good week", "week 3", "week 2", "week 1"]);
    expect(
      (await t.request("GET", `/api/check-ins/received?cursor=not-a-cursor`, { cookie: coachCookie })).status,
    ).toBe(400);
  });
});

describe("the thread on a check-in", () => {
  const comment = (cookie: string, checkinId: string, body: unknown) =>
    t.request("POST", `/api/check-ins/${checkinId}/comments`, { cookie, body });
  const thread = async (cookie: string, checkinId: string) =>
    (await t.request("GET", `/api/check-ins/${checkinId}/comments`, { cookie })).json.comments as {
      body: string;
      author: { username: string };
    }[];

  it("carries the coach's comment and the member's answer, each told to the other, and counts them in the lists", async () => {
    const { member, cookie } = await allStarMember();
    const checkinId = (await submitCheckin(t, cookie, coach.username)).json.checkin.id as string;

    expect((await comment(coachCookie, checkinId, { body: "Great sleep this week!" })).status).toBe(201);
    const [toMember] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, "checkin_comment")));
    expect(toMember?.data).toMatchObject({
      checkinId,
      creator: coach.username,
      weekStart: isoWeekStart(today()),
      text: "Great sleep this week!",
      from: { username: coach.username },
    });

    expect((await comment(cookie, checkinId, { body: "Thanks, coach" })).status).toBe(201);
    const coachNotices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, coach.id), eq(notifications.type, "checkin_comment")));
    expect(coachNotices.map((row) => (row.data as { text: string }).text)).toContain("Thanks, coach");

    for (const reader of [cookie, coachCookie]) {
      expect((await thread(reader, checkinId)).map((row) => [row.author.username, row.body])).toEqual([
        [coach.username, "Great sleep this week!"],
        [member.username, "Thanks, coach"],
      ]);
    }
    const history = await t.request("GET", `/api/check-ins/with/${coach.username}/history`, { cookie });
    expect(history.json.checkins[0].commentCount).toBe(2);
    const received = await t.request("GET", "/api/check-ins/received", { cookie: coachCookie });
    const listed = received.json.checkins.find((row: { id: string }) => row.id === checkinId);
    expect(listed.commentCount).toBe(2);
  });

  it.each([
    ["an empty comment", { body: "   " }],
    ["a comment over 2,000 characters", { body: "x".repeat(2001) }],
    ["no body", {}],
  ])("refuses %s with 400, adding nothing", async (_name, body) => {
    const { cookie } = await allStarMember();
    const checkinId = (await submitCheckin(t, cookie, coach.username)).json.checkin.id as string;
    const refused = await comment(coachCookie, checkinId, body);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("validation_failed");
    expect(await thread(coachCookie, checkinId)).toEqual([]);
  });

  it("answers 404 for a check-in that does not exist or a malformed id", async () => {
    expect((await comment(coachCookie, crypto.randomUUID(), { body: "Hello" })).status).toBe(404);
    expect((await t.request("GET", "/api/check-ins/not-an-id/comments", { cookie: coachCookie })).status).toBe(400);
  });
});

describe("progress photos", () => {
  it("are re-encoded without EXIF (no GPS, no camera) and served privately to the member and coach", async () => {
    const { cookie } = await allStarMember();
    const { json } = await submitCheckin(t, cookie, coach.username);
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");

    const uploaded = await uploadPhoto(t, cookie, json.checkin.id, original);
    expect(uploaded.status).toBe(201);
    for (const viewerCookie of [cookie, coachCookie]) {
      const served = await fetchPhoto(t, viewerCookie, uploaded.json.photo.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      const metadata = await sharp(served.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(served.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    const list = await t.request("GET", "/api/check-ins/received", { cookie: coachCookie });
    const received = list.json.checkins.find((row: { id: string }) => row.id === json.checkin.id);
    expect(received.photos).toEqual([uploaded.json.photo]);
    expect(received.member.username).toBeTruthy();
  });

  it("are stored under private keys, never public/", async () => {
    const { cookie } = await allStarMember();
    const { json } = await submitCheckin(t, cookie, coach.username);
    const uploaded = await uploadPhoto(t, cookie, json.checkin.id, await cameraPhoto());
    const [row] = await t.db.select().from(checkinPhotos).where(eq(checkinPhotos.id, uploaded.json.photo.id));
    expect(row?.storageKey.startsWith("public/")).toBe(false);
    expect((await fetchPhoto(t, undefined, `/api/media/public/${row?.storageKey}-lg.webp`)).status).toBe(404);
  });

  it("are at most 3 a check-in, images only by their bytes, 10 MB at most; a removed one is gone", async () => {
    const { cookie } = await allStarMember();
    const { json } = await submitCheckin(t, cookie, coach.username);
    const id = json.checkin.id;

    const text = await uploadPhoto(t, cookie, id, Buffer.from("%PDF-1.4 not a picture at all"), "image/jpeg");
    expect(text.status).toBe(415);
    const broken = await uploadPhoto(t, cookie, id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]));
    expect(broken.status).toBe(400);
    const huge = await uploadPhoto(t, cookie, id, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(huge.status).toBe(413);

    const photos = [];
    for (let i = 0; i < 3; i++) {
      const added = await uploadPhoto(t, cookie, id, await cameraPhoto());
      expect(added.status).toBe(201);
      photos.push(added.json.photo);
    }
    const fourth = await uploadPhoto(t, cookie, id, await cameraPhoto());
    expect(fourth.status).toBe(400);
    expect(fourth.json.error.details.fields.photos).toBe("checkins.validation.tooManyPhotos");
    expect((await t.request("GET", `/api/check-ins/${id}`, { cookie })).json.checkin.photos).toHaveLength(3);

    const removed = await t.request("DELETE", `/api/check-ins/${id}/photos/${photos[0].id}?today=${today()}`, {
      cookie,
    });
    expect(removed.status).toBe(204);
    expect((await fetchPhoto(t, cookie, photos[0].url)).status).toBe(404);
    expect((await uploadPhoto(t, cookie, id, await cameraPhoto())).status).toBe(201);
  });
});
