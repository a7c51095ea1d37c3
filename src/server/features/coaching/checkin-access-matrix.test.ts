// Who may do what with check-ins, for every endpoint and seven viewers: sending one needs ALL STAR
// with that creator; a check-in, its photos included, is visible only to its member and its creator;
// a creator's form and received check-ins are theirs alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { answers, fetchPhoto, submitCheckin, today, uploadPhoto } from "../../../../tests/support/checkin-factories";
import { cameraPhoto } from "../../../../tests/support/images";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let cookies: Record<Viewer, string | undefined>;
let owner: { username: string };
let checkinId: string;
let photo: { id: string; url: string; thumbnailUrl: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, cookies } = await createViewers(t));

  const sent = await submitCheckin(t, cookies.all_star, owner.username);
  expect(sent.status).toBe(201);
  checkinId = sent.json.checkin.id;
  const uploaded = await uploadPhoto(t, cookies.all_star, checkinId, await cameraPhoto());
  expect(uploaded.status).toBe(201);
  photo = uploaded.json.photo;
});
afterAll(() => t.close());

const signedIn = (viewer: Viewer, status: number) => (viewer === "visitor" ? 401 : status);
const isParty = (viewer: Viewer) => viewer === "all_star" || viewer === "owner";

describe.each(viewers)("%s", (viewer) => {
  const cookie = () => cookies[viewer];

  it("sends or changes a check-in only as the creator's ALL STAR member", async () => {
    const sent = await submitCheckin(t, cookie(), owner.username, answers({ note: `by ${viewer}` }));
    expect(sent.status).toBe(signedIn(viewer, viewer === "all_star" ? 200 : 403));
    if (viewer !== "visitor" && viewer !== "all_star") expect(sent.json.error.code).toBe("all_star_required");
  });

  it("sees the creator's form on the check-in page only when they may send one", async () => {
    const view = await t.request("GET", `/api/check-ins/with/${owner.username}?today=${today()}`, {
      cookie: cookie(),
    });
    expect(view.status).toBe(signedIn(viewer, 200));
    if (viewer === "visitor") return;
    expect(view.json.canSubmit).toBe(viewer === "all_star");
    expect(view.json.form === null).toBe(viewer !== "all_star");
    expect(view.json.current?.id ?? null).toBe(viewer === "all_star" ? checkinId : null);
  });

  it("reads their own check-ins with the creator, and no one else's", async () => {
    const history = await t.request("GET", `/api/check-ins/with/${owner.username}/history`, { cookie: cookie() });
    expect(history.status).toBe(signedIn(viewer, 200));
    if (viewer !== "visitor") {
      expect(history.json.checkins.map((row: { id: string }) => row.id)).toEqual(
        viewer === "all_star" ? [checkinId] : [],
      );
    }
    const coaches = await t.request("GET", "/api/check-ins/coaches", { cookie: cookie() });
    expect(coaches.status).toBe(signedIn(viewer, 200));
  });

  it("reads one check-in only as its member or its creator", async () => {
    const one = await t.request("GET", `/api/check-ins/${checkinId}`, { cookie: cookie() });
    expect(one.status).toBe(signedIn(viewer, isParty(viewer) ? 200 : 404));
    if (isParty(viewer)) expect(one.json.checkin.photos).toHaveLength(1);
  });

  it("lists received check-ins only as a creator, their own only", async () => {
    const received = await t.request("GET", "/api/check-ins/received", { cookie: cookie() });
    const creator = viewer === "owner" || viewer === "other_creator";
    expect(received.status).toBe(signedIn(viewer, creator ? 200 : 403));
    if (creator) {
      expect(received.json.checkins.map((row: { id: string }) => row.id)).toEqual(
        viewer === "owner" ? [checkinId] : [],
      );
    }
  });

  it("gets a photo's bytes only as the member or the creator, never cached", async () => {
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const bytes = await fetchPhoto(t, cookie(), url);
      expect(bytes.status).toBe(signedIn(viewer, isParty(viewer) ? 200 : 404));
      expect(bytes.headers.get("cache-control")).toBe("private, no-store");
      if (isParty(viewer)) expect(bytes.headers.get("content-type")).toBe("image/webp");
      else expect(bytes.bytes.subarray(0, 4).toString("latin1")).not.toBe("RIFF");
    }
  });

  it("adds or removes photos only on their own check-in", async () => {
    if (viewer === "all_star") return;
    const added = await uploadPhoto(t, cookie(), checkinId, await cameraPhoto());
    expect(added.status).toBe(signedIn(viewer, 404));
    const removed = await t.request("DELETE", `/api/check-ins/${checkinId}/photos/${photo.id}?today=${today()}`, {
      cookie: cookie(),
    });
    expect(removed.status).toBe(signedIn(viewer, 404));
  });

  it("reads and writes a check-in's comment thread only as its member or its creator", async () => {
    const read = await t.request("GET", `/api/check-ins/${checkinId}/comments`, { cookie: cookie() });
    expect(read.status).toBe(signedIn(viewer, isParty(viewer) ? 200 : 404));
    const written = await t.request("POST", `/api/check-ins/${checkinId}/comments`, {
      cookie: cookie(),
      body: { body: `from ${viewer}` },
    });
    expect(written.status).toBe(signedIn(viewer, isParty(viewer) ? 201 : 404));
  });

  it("reads and shapes only their own check-in form, as a creator", async () => {
    const creator = viewer === "owner" || viewer === "other_creator";
    const read = await t.request("GET", "/api/check-ins/form", { cookie: cookie() });
    expect(read.status).toBe(signedIn(viewer, creator ? 200 : 403));
    if (viewer === "owner" || viewer === "visitor") return;
    const form = { weight: false, sleep: false, energy: false, adherence: false, note: true, photos: false };
    const saved = await t.request("PUT", "/api/check-ins/form", { cookie: cookie(), body: form });
    expect(saved.status).toBe(creator ? 200 : 403);
  });
});

it("leaves the owner's form, check-in and photo as they were after everyone else tried", async () => {
  const form = await t.request("GET", "/api/check-ins/form", { cookie: cookies.owner });
  expect(form.json.form).toEqual({
    weight: true,
    sleep: true,
    energy: true,
    adherence: true,
    note: true,
    photos: true,
  });
  const one = await t.request("GET", `/api/check-ins/${checkinId}`, { cookie: cookies.owner });
  expect(one.json.checkin).toMatchObject({ note: "by all_star", photos: [{ id: photo.id }] });
  const otherForm = await t.request("GET", "/api/check-ins/form", { cookie: cookies.other_creator });
  expect(otherForm.json.form.weight).toBe(false);
});
