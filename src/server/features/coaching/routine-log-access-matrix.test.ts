// Who may log the owner's daily routine, for every endpoint and seven viewers: the members who may
// read it in full (PRO and ALL STAR with that creator); nobody else, the creators included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViewers, viewers, type Viewer } from "../../../../tests/support/access-viewers";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let cookies: Record<Viewer, string | undefined>;
let url: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const made = await createViewers(t);
  cookies = made.cookies;
  const blocks = [{ startTime: "08:00", endTime: "09:00", activity: "Deadlift", type: "workout" }];
  await t.request("PUT", `/api/me/routines/${today}`, {
    cookie: cookies.owner,
    body: { title: "", notes: "", blocks },
  });
  url = `/api/me/routine-logs/${made.owner.username}/${today}`;
});
afterAll(() => t.close());

const expected = (viewer: Viewer) =>
  viewer === "visitor" ? 401 : viewer === "pro" || viewer === "all_star" ? 200 : 403;

describe.each(viewers)("%s", (viewer) => {
  const cookie = () => cookies[viewer];

  it("reads, logs, marks and clears a set of the routine only as its PRO or ALL STAR member", async () => {
    expect((await t.request("GET", url, { cookie: cookie() })).status).toBe(expected(viewer));
    const set = { reps: 3, load: 140, unit: "kg", rpe: null, seconds: null };
    expect((await t.request("PUT", `${url}/exercises/0/sets/1`, { cookie: cookie(), body: set })).status).toBe(
      expected(viewer),
    );
    const status = { status: "partial", note: "" };
    expect((await t.request("PUT", `${url}/status`, { cookie: cookie(), body: status })).status).toBe(expected(viewer));
    const cleared = await t.request("DELETE", `${url}/exercises/0/sets/1`, { cookie: cookie() });
    expect(cleared.status).toBe(expected(viewer) === 200 ? 204 : expected(viewer));
  });
});
