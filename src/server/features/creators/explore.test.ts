// GET /api/creators: the explore directory's filters, exclusions and keyset pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCard } from "../../../domain/creators";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
let ownCookie: string;
const DAY = 86_400_000;
const start = Date.now() - 100 * DAY;
const daysAgo = (days: number) => new Date(start + (100 - days) * DAY);

beforeAll(async () => {
  t = await createTestApp();
  await createCreator(t, {
    username: "iron_jane",
    bio: "Powerlifting for busy parents.",
    categories: ["strength_training"],
    createdAt: daysAgo(1),
  });
  await createCreator(t, {
    username: "calm_omar",
    bio: "Slow YOGA flows and breathing.",
    categories: ["yoga_flexibility"],
    createdAt: daysAgo(2),
  });
  await createCreator(t, {
    username: "trail_rita",
    bio: "Ultra runner sharing plans.",
    categories: ["cardio_running", "nutrition"],
    createdAt: daysAgo(3),
  });
  const own = await createCreator(t, {
    username: "self_seer",
    bio: "Strength and conditioning coach.",
    categories: ["strength_training"],
    createdAt: daysAgo(0),
  });
  ownCookie = await signIn(t, own);
  // Incomplete profiles never show up, whatever they match.
  await createCreator(t, { username: "strength_no_pic", hasAvatar: false, createdAt: daysAgo(0) });
  await createCreator(t, { username: "strength_no_age", age: null, createdAt: daysAgo(0) });
  await createCreator(t, { username: "strength_no_bio", bio: "", createdAt: daysAgo(0) });
});
afterAll(() => t.close());

async function explore(query = "", cookie?: string) {
  const response = await t.request("GET", `/api/creators${query}`, { cookie });
  expect(response.status, response.text).toBe(200);
  return response.json as { creators: CreatorCard[]; nextCursor: string | null };
}
const names = async (query = "", cookie?: string) =>
  (await explore(query, cookie)).creators.map((creator) => creator.username);

describe("GET /api/creators", () => {
  it("lists only complete profiles, newest first", async () => {
    expect(await names()).toEqual(["self_seer", "iron_jane", "calm_omar", "trail_rita"]);
  });

  it("leaves the signed-in creator's own profile out", async () => {
    expect(await names("", ownCookie)).toEqual(["iron_jane", "calm_omar", "trail_rita"]);
    expect(await names("?search=strength", ownCookie)).toEqual(["iron_jane"]);
  });

  it("searches usernames, bios and categories, ignoring case", async () => {
    expect(await names("?search=RITA")).toEqual(["trail_rita"]);
    expect(await names("?search=yoga")).toEqual(["calm_omar"]);
    expect(await names("?search=Powerlifting")).toEqual(["iron_jane"]);
    // "nutrition" is only one of trail_rita's categories, not a word of any bio.
    expect(await names("?search=Nutrition")).toEqual(["trail_rita"]);
    expect(await names("?search=%20%20breathing%20%20")).toEqual(["calm_omar"]);
    expect(await names("?search=nobody-matches-this")).toEqual([]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect(await names("?search=%25")).toEqual([]);
    expect(await names("?search=n_j")).toEqual(["iron_jane"]);
  });

  it("filters by category, alone or with a search", async () => {
    expect(await names("?category=strength_training")).toEqual(["self_seer", "iron_jane"]);
    expect(await names("?category=nutrition")).toEqual(["trail_rita"]);
    expect(await names("?category=yoga_flexibility&search=rita")).toEqual([]);
    expect(await names("?category=cardio_running&search=ultra")).toEqual(["trail_rita"]);
  });

  it("answers 400 for a category that does not exist", async () => {
    const response = await t.request("GET", "/api/creators?category=pilates");
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields).toHaveProperty("category");
  });

  it("answers 400 for a cursor it did not hand out", async () => {
    const response = await t.request("GET", "/api/creators?cursor=bm90LWEtY3Vyc29y");
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_cursor");
  });
});

describe("keyset pages", () => {
  let paged: TestApp;
  const expected: string[] = [];
  beforeAll(async () => {
    paged = await createTestApp();
    // Seven share one creation time, so the order within them rests on the id tie-break.
    const sameMoment = daysAgo(5);
    for (let index = 0; index < 30; index += 1) {
      const creator = await createCreator(paged, {
        username: `pager_${String(index).padStart(2, "0")}`,
        createdAt: index < 7 ? sameMoment : daysAgo(10 + index),
      });
      expected.push(creator.username);
    }
  });
  afterAll(() => paged.close());

  it("walks every creator exactly once, in order, a page at a time", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `/api/creators?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const response = await paged.request("GET", query);
      expect(response.status).toBe(200);
      const page = response.json as { creators: CreatorCard[]; nextCursor: string | null };
      expect(page.creators.length).toBeLessThanOrEqual(4);
      seen.push(...page.creators.map((creator) => creator.username));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);

    expect(pages).toBe(8);
    expect(new Set(seen).size).toBe(30);
    expect(seen.toSorted()).toEqual(expected.toSorted());
    // The same order as one big page.
    const whole = await paged.request("GET", "/api/creators?limit=48");
    expect(seen).toEqual((whole.json.creators as CreatorCard[]).map((creator) => creator.username));
  });

  it("serves 24 a page by default and says when there are no more", async () => {
    const first = await paged.request("GET", "/api/creators");
    expect(first.json.creators).toHaveLength(24);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await paged.request("GET", `/api/creators?cursor=${encodeURIComponent(first.json.nextCursor)}`);
    expect(second.json.creators).toHaveLength(6);
    expect(second.json.nextCursor).toBeNull();
  });

  it("keeps a filter across pages", async () => {
    await createUser(paged, { role: "follower" });
    const first = await paged.request("GET", "/api/creators?search=pager_0&limit=6");
    expect(first.json.creators).toHaveLength(6);
    const second = await paged.request(
      "GET",
      `/api/creators?search=pager_0&limit=6&cursor=${encodeURIComponent(first.json.nextCursor)}`,
    );
    const all = [...first.json.creators, ...second.json.creators].map((creator: CreatorCard) => creator.username);
    expect(all.toSorted()).toEqual(expected.filter((name) => name.startsWith("pager_0")).toSorted());
    expect(second.json.nextCursor).toBeNull();
  });
});
