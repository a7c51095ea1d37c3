// The profile sections beyond the basics (spec section 2): testimonials, a weekly training split and
// a nutrition framework saved in settings and read on the public profile, and member reviews: the
// comment a member writes with their stars, which the creator may feature as a testimonial.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { MAX_FEATURED_REVIEWS } from "../../../domain/profile-sections";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_MB: "8" } });
});
afterAll(() => t.close());

const basics = {
  philosophy: "Lift heavy, rest well.",
  certifications: ["NASM CPT"],
  hobbies: [],
  achievements: [],
  supplements: [],
  categories: ["strength_training"],
  proPriceCents: 999,
  allStarPriceCents: 1999,
};

const sections = {
  testimonials: [
    { quote: "  Maya got me to my first pull-up. ", author: " Sam " },
    { quote: "", author: "" },
  ],
  weeklySplit: [
    { day: 2, focus: "Lower body", notes: "Squats and lunges" },
    { day: 0, focus: "Upper push", notes: "" },
    { day: 6, focus: "", notes: "", isRest: true },
    { day: 4, focus: "", notes: "" },
  ],
  nutrition: {
    principles: [" Protein at every meal ", "", "Mostly whole foods"],
    macros: { calories: 2400, proteinGrams: 180, carbsGrams: 250, fatGrams: null },
  },
};

const saveCreator = (cookie: string, body: unknown) => t.request("PUT", "/api/me/profile/creator", { cookie, body });
const publicProfile = async (username: string, cookie?: string) =>
  (await t.request("GET", `/api/creators/${username}`, { cookie })).json;

async function creatorSignedIn() {
  const creator = await createCreator(t);
  return { creator, cookie: await signIn(t, creator) };
}

/** A follower who follows the creator free and rated them, with a comment. */
async function reviewer(creator: { username: string }, stars: number, comment: string) {
  const follower = await createUser(t);
  const cookie = await signIn(t, follower);
  expect((await t.request("POST", `/api/creators/${creator.username}/follow`, { cookie, body: {} })).status).toBe(200);
  const rated = await t.request("PUT", `/api/creators/${creator.username}/rating`, {
    cookie,
    body: { stars, comment },
  });
  expect(rated.status).toBe(200);
  return { follower, cookie };
}

const feature = (cookie: string, username: string) =>
  t.request("PUT", `/api/me/reviews/${username}/featured`, { cookie });
const unfeature = (cookie: string, username: string) =>
  t.request("DELETE", `/api/me/reviews/${username}/featured`, { cookie });

describe("saving the profile sections", () => {
  it("saves testimonials, the weekly split and nutrition, and shows them on the public profile", async () => {
    const { creator, cookie } = await creatorSignedIn();
    const saved = await saveCreator(cookie, { ...basics, ...sections });
    expect(saved.status).toBe(200);

    const expected = {
      testimonials: [{ id: expect.any(String), quote: "Maya got me to my first pull-up.", author: "Sam" }],
      // Monday first; days with nothing said are left out, a rest day is kept.
      weeklySplit: [
        { day: 0, focus: "Upper push", notes: "", isRest: false },
        { day: 2, focus: "Lower body", notes: "Squats and lunges", isRest: false },
        { day: 6, focus: "", notes: "", isRest: true },
      ],
      nutrition: {
        principles: ["Protein at every meal", "Mostly whole foods"],
        macros: { calories: 2400, proteinGrams: 180, carbsGrams: 250, fatGrams: null },
      },
    };
    expect(saved.json.creator).toMatchObject(expected);
    expect((await t.request("GET", "/api/me/profile", { cookie })).json.creator).toMatchObject(expected);
    expect(await publicProfile(creator.username)).toMatchObject({ ...expected, memberTestimonials: [] });

    // Saving again keeps a testimonial's id; a save that leaves the sections out keeps them.
    const id = saved.json.creator.testimonials[0].id;
    const again = await saveCreator(cookie, { ...basics, testimonials: [{ id, quote: "Changed", author: "Sam" }] });
    expect(again.json.creator.testimonials).toEqual([{ id, quote: "Changed", author: "Sam" }]);
    expect(again.json.creator.weeklySplit).toHaveLength(3);
    expect(again.json.creator.nutrition.principles).toEqual(["Protein at every meal", "Mostly whole foods"]);
  });

  it.each([
    [
      "eleven testimonials",
      { testimonials: Array.from({ length: 11 }, (_, index) => ({ quote: `Quote ${index}`, author: "" })) },
      "testimonials",
    ],
    ["a quote over 500 characters", { testimonials: [{ quote: "x".repeat(501), author: "" }] }, "testimonials.0.quote"],
    ["an author without a quote", { testimonials: [{ quote: " ", author: "Sam" }] }, "testimonials.0.quote"],
    ["a day outside the week", { weeklySplit: [{ day: 7, focus: "Legs", notes: "" }] }, "weeklySplit.0.day"],
    [
      "the same day twice",
      {
        weeklySplit: [
          { day: 1, focus: "Legs", notes: "" },
          { day: 1, focus: "Arms", notes: "" },
        ],
      },
      "weeklySplit",
    ],
    [
      "eleven principles",
      {
        nutrition: {
          principles: Array.from({ length: 11 }, (_, index) => `P${index}`),
          macros: sections.nutrition.macros,
        },
      },
      "nutrition.principles",
    ],
    [
      "negative calories",
      { nutrition: { principles: [], macros: { ...sections.nutrition.macros, calories: -1 } } },
      "nutrition.macros.calories",
    ],
    [
      "protein over 10000 g",
      { nutrition: { principles: [], macros: { ...sections.nutrition.macros, proteinGrams: 10001 } } },
      "nutrition.macros.proteinGrams",
    ],
  ])("refuses %s with a 400 and changes nothing", async (_name, change, field) => {
    const { creator, cookie } = await creatorSignedIn();
    expect((await saveCreator(cookie, { ...basics, ...sections })).status).toBe(200);
    const before = await publicProfile(creator.username);

    const refused = await saveCreator(cookie, { ...basics, ...sections, philosophy: "Something new", ...change });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("validation_failed");
    expect(Object.keys(refused.json.error.details.fields)).toContain(field);

    const own = (await t.request("GET", "/api/me/profile", { cookie })).json.creator;
    expect(own).toMatchObject({
      philosophy: basics.philosophy,
      testimonials: before.testimonials,
      weeklySplit: before.weeklySplit,
      nutrition: before.nutrition,
    });
  });

  it("shows a visitor the saved sections within the public answer's max-age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { creator, cookie } = await creatorSignedIn();
      expect((await publicProfile(creator.username)).weeklySplit).toEqual([]);
      expect((await saveCreator(cookie, { ...basics, ...sections })).status).toBe(200);
      vi.advanceTimersByTime(15_000);
      expect((await publicProfile(creator.username)).weeklySplit).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("member reviews", () => {
  it("saves a comment with the stars, keeps it when only the stars change, and refuses one over 500 characters", async () => {
    const { creator } = await creatorSignedIn();
    const { cookie } = await reviewer(creator, 5, "  Clear cues, great programming. ");
    expect((await publicProfile(creator.username, cookie)).viewer).toMatchObject({
      stars: 5,
      comment: "Clear cues, great programming.",
    });

    const starsOnly = await t.request("PUT", `/api/creators/${creator.username}/rating`, {
      cookie,
      body: { stars: 4 },
    });
    expect(starsOnly.json).toMatchObject({ stars: 4 });
    expect((await publicProfile(creator.username, cookie)).viewer).toMatchObject({
      stars: 4,
      comment: "Clear cues, great programming.",
    });

    const tooLong = await t.request("PUT", `/api/creators/${creator.username}/rating`, {
      cookie,
      body: { stars: 3, comment: "x".repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect((await publicProfile(creator.username, cookie)).viewer).toMatchObject({
      stars: 4,
      comment: "Clear cues, great programming.",
    });
  });

  it("lets the creator list reviews with comments and feature one, which visitors then see", async () => {
    const { creator, cookie } = await creatorSignedIn();
    const { follower } = await reviewer(creator, 5, "Best coach I have had.");
    await reviewer(creator, 4, "");

    const listed = await t.request("GET", "/api/me/reviews", { cookie });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({
      reviews: [
        {
          username: follower.username,
          name: follower.username,
          stars: 5,
          comment: "Best coach I have had.",
          ratedAt: expect.any(String),
          isFeatured: false,
          isCounted: true,
        },
      ],
      nextCursor: null,
    });

    expect((await feature(cookie, follower.username)).status).toBe(200);
    expect((await t.request("GET", "/api/me/reviews", { cookie })).json.reviews[0].isFeatured).toBe(true);
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toEqual([
      {
        username: follower.username,
        name: follower.username,
        stars: 5,
        comment: "Best coach I have had.",
        ratedAt: expect.any(String),
      },
    ]);

    expect((await unfeature(cookie, follower.username)).status).toBe(200);
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toEqual([]);
  });

  it("lets only the creator rated feature a review, and only a current member's", async () => {
    const { creator, cookie } = await creatorSignedIn();
    const other = await creatorSignedIn();
    const { follower, cookie: memberCookie } = await reviewer(creator, 5, "Great.");

    expect((await feature(other.cookie, follower.username)).status).toBe(404);
    expect((await feature(memberCookie, follower.username)).status).toBe(403);
    expect((await t.request("PUT", `/api/me/reviews/${follower.username}/featured`)).status).toBe(401);

    // A member who left no longer counts: their review cannot be featured, and a featured one is hidden.
    expect((await feature(cookie, follower.username)).status).toBe(200);
    expect(
      (await t.request("DELETE", `/api/creators/${creator.username}/follow`, { cookie: memberCookie })).status,
    ).toBe(200);
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toEqual([]);
    expect((await t.request("GET", "/api/me/reviews", { cookie })).json.reviews[0]).toMatchObject({
      isCounted: false,
      isFeatured: true,
    });
    expect((await unfeature(cookie, follower.username)).status).toBe(200);
    const refused = await feature(cookie, follower.username);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("review_not_counted");

    // A suspended member's review is not shown either.
    const { follower: suspended } = await reviewer(creator, 4, "Solid plans.");
    expect((await feature(cookie, suspended.username)).status).toBe(200);
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toHaveLength(1);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toEqual([]);
  });

  it(`features at most ${MAX_FEATURED_REVIEWS} reviews`, async () => {
    const { creator, cookie } = await creatorSignedIn();
    const members = [];
    for (let index = 0; index <= MAX_FEATURED_REVIEWS; index++) {
      const member = await createUser(t);
      await createMembership(t, member, creator, "rookie");
      const memberCookie = await signIn(t, member);
      await t.request("PUT", `/api/creators/${creator.username}/rating`, {
        cookie: memberCookie,
        body: { stars: 5, comment: `Review ${index}` },
      });
      members.push(member);
    }
    for (const member of members.slice(0, MAX_FEATURED_REVIEWS))
      expect((await feature(cookie, member.username)).status).toBe(200);
    const refused = await feature(cookie, members.at(-1)!.username);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("too_many_featured_reviews");
  });

  it("takes a review off the profile when the member changes its text", async () => {
    const { creator, cookie } = await creatorSignedIn();
    const { follower, cookie: memberCookie } = await reviewer(creator, 5, "Great.");
    await feature(cookie, follower.username);
    await t.request("PUT", `/api/creators/${creator.username}/rating`, {
      cookie: memberCookie,
      body: { stars: 4, comment: "Great." },
    });
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toHaveLength(1);
    await t.request("PUT", `/api/creators/${creator.username}/rating`, {
      cookie: memberCookie,
      body: { stars: 4, comment: "Something else." },
    });
    expect((await publicProfile(creator.username, cookie)).memberTestimonials).toEqual([]);
  });

  it("shows a visitor a featured review within the public answer's max-age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { creator, cookie } = await creatorSignedIn();
      const { follower } = await reviewer(creator, 5, "Worth every cent.");
      expect((await publicProfile(creator.username)).memberTestimonials).toEqual([]);
      expect((await feature(cookie, follower.username)).status).toBe(200);
      vi.advanceTimersByTime(15_000);
      expect((await publicProfile(creator.username)).memberTestimonials).toMatchObject([
        { comment: "Worth every cent." },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
