// POST /api/translations: a profile, a post or a routine translated for a signed-in reader through
// the provider (a local fake LibreTranslate), cached per text version and language, the original
// kept on any failure, and only what the reader may see. (Visitors and the daily budgets:
// translation-budget.test.ts.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator, createMembership } from "../../../../tests/support/creator-factories";
import {
  startFakeLibreTranslate,
  type FakeTranslationServer,
} from "../../../../tests/support/fake-translation-servers";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { contentTranslations, creatorProfiles, users } from "../../db/schema";
import { PROVIDER_CALLS_PER_MINUTE } from "./routes";

let fake: FakeTranslationServer;
let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
/** A signed-in follower who is no member of anyone: the reader of most tests here. */
let readerCookie: string;

beforeAll(async () => {
  fake = await startFakeLibreTranslate();
  t = await createTestApp({ env: { LIBRETRANSLATE_URL: fake.url } });
  creator = await createCreator(t, {
    username: "maya_lifts",
    bio: "Powerlifter and coach.",
    philosophy: "Strength is a skill.",
    achievements: ["200 kg deadlift"],
    certifications: ["NSCA-CSCS"],
    hobbies: ["Climbing"],
  });
  readerCookie = await signIn(t, await createUser(t, { role: "follower" }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.failing = false;
  fake.requests.length = 0;
});

const translate = (body: Record<string, unknown>, cookie = readerCookie) =>
  t.request("POST", "/api/translations", { body, cookie });
const translateAsVisitor = (body: Record<string, unknown>) => t.request("POST", "/api/translations", { body });

describe("translating a profile", () => {
  it("answers the profile's texts translated, glossary terms untouched, and remembers them", async () => {
    const first = await translate({ subject: "profile", username: "maya_lifts", target: "es" });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      unavailable: false,
      language: "es",
      fields: {
        bio: "[es] Powerlifter and coach.",
        philosophy: "[es] Strength is a skill.",
        certifications: ["[es] NSCA-CSCS"],
        achievements: ["[es] 200 kg deadlift"],
        hobbies: ["[es] Climbing"],
      },
    });
    // The provider saw the amount and the exercise as placeholders, never the words themselves.
    expect(JSON.stringify(fake.requests[0])).not.toMatch(/200 kg|deadlift/);
    expect(fake.requests[0]).toMatchObject({ source: "en", target: "es", format: "text" });

    const second = await translate({ subject: "profile", username: "maya_lifts", target: "es" });
    expect(second.json).toEqual(first.json);
    expect(fake.requests).toHaveLength(1);
    const stored = await t.db.select().from(contentTranslations).where(eq(contentTranslations.targetLanguage, "es"));
    expect(stored.length).toBe(5);
    expect(stored.every((row) => row.provider === "libretranslate")).toBe(true);
  });

  it("translates only the edited text again (a new version), not the unchanged ones", async () => {
    await translate({ subject: "profile", username: "maya_lifts", target: "fr" });
    fake.requests.length = 0;
    await t.db
      .update(creatorProfiles)
      .set({ philosophy: "Strength is a practice." })
      .where(eq(creatorProfiles.userId, creator.id));
    const again = await translate({ subject: "profile", username: "maya_lifts", target: "fr" });
    expect(again.json.fields.philosophy).toBe("[fr] Strength is a practice.");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.q).toEqual(["Strength is a practice."]);
  });

  it("shows the original when the provider fails, and nothing is cached", async () => {
    fake.state.failing = true;
    const answer = await translate({ subject: "profile", username: "maya_lifts", target: "pt-BR" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ unavailable: true });
    fake.state.failing = false;
    const later = await translate({ subject: "profile", username: "maya_lifts", target: "pt-BR" });
    // LibreTranslate's code for Brazilian Portuguese is "pt".
    expect(later.json.fields.bio).toBe("[pt] Powerlifter and coach.");
  });

  it("needs no provider when the reader reads the creator's own language", async () => {
    const answer = await translate({ subject: "profile", username: "maya_lifts", target: "en" });
    expect(answer.json.fields.bio).toBe("Powerlifter and coach.");
    expect(fake.requests).toHaveLength(0);
  });

  it("translates from the language the creator writes in", async () => {
    const writer = await createCreator(t, { username: "ana_corre", bio: "Corro cada mañana." });
    await t.db.update(creatorProfiles).set({ contentLanguage: "es" }).where(eq(creatorProfiles.userId, writer.id));
    const answer = await translate({ subject: "profile", username: "ana_corre", target: "en" });
    expect(answer.json.fields.bio).toBe("[en] Corro cada mañana.");
    expect(fake.requests.at(-1)).toMatchObject({ source: "es", target: "en" });
  });

  it("does not know a suspended creator or an unknown one", async () => {
    const gone = await createCreator(t, { username: "gone_coach" });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await translate({ subject: "profile", username: "gone_coach", target: "es" })).status).toBe(404);
    expect((await translate({ subject: "profile", username: "nobody_here", target: "es" })).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses free text and unknown languages", async () => {
    expect((await translate({ subject: "text", text: "Translate me", target: "es" })).status).toBe(400);
    expect((await translate({ subject: "profile", username: "maya_lifts", target: "de" })).status).toBe(400);
  });
});

describe("translating a post", () => {
  it("translates the title and description of an open post", async () => {
    const post = await createPost(t, creator, { title: "Squat day", description: "5 sets of 5 reps at 100 kg" });
    const answer = await translate({ subject: "post", postId: post.id, target: "es" });
    expect(answer.json).toEqual({
      unavailable: false,
      language: "es",
      fields: { title: "[es] Squat day", description: "[es] 5 series of 5 repeticiones at 100 kg" },
    });
  });

  it("gives a locked viewer the title only, as the post card does", async () => {
    const post = await createPost(t, creator, {
      title: "Heavy block",
      description: "Secret numbers",
      requiredTier: "pro",
    });
    const answer = await translate({ subject: "post", postId: post.id, target: "es" });
    expect(answer.json.fields).toEqual({ title: "[es] Heavy block", description: null });
    expect(JSON.stringify(fake.requests)).not.toContain("Secret numbers");
  });

  it("does not know a hidden post", async () => {
    const post = await createPost(t, creator, { title: "Hidden one", hiddenAt: new Date() });
    const answer = await translate({ subject: "post", postId: post.id, target: "es" });
    expect(answer.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("translating a routine", () => {
  const date = "2026-08-20";
  beforeAll(async () => {
    const cookie = await signIn(t, creator);
    const body = {
      title: "Pull day",
      notes: "Eat well",
      blocks: [
        {
          startTime: "06:00",
          endTime: "07:00",
          activity: "Deadlift",
          description: "Work up to 180 kg",
          type: "workout",
          videoUrl: "",
        },
      ],
    };
    expect((await t.request("PUT", `/api/me/routines/${date}`, { cookie, body })).status).toBe(200);
  });

  it("gives a PRO member the notes and blocks", async () => {
    const member = await createUser(t, { role: "follower" });
    await createMembership(t, member, creator, "pro");
    const answer = await translate(
      { subject: "routine", username: "maya_lifts", date, target: "es" },
      await signIn(t, member),
    );
    expect(answer.json.fields).toEqual({
      title: "[es] Pull day",
      notes: "[es] Eat well",
      blocks: [{ activity: "[es] Deadlift", description: "[es] Work up to 180 kg" }],
    });
  });

  it("gives a reader who is no member, and a visitor, the title only", async () => {
    const answer = await translate({ subject: "routine", username: "maya_lifts", date, target: "fr" });
    expect(answer.json.fields).toEqual({ title: "[fr] Pull day", notes: null, blocks: null });
    // The visitor's comes from the cache the reader filled.
    const visitor = await translateAsVisitor({ subject: "routine", username: "maya_lifts", date, target: "fr" });
    expect(visitor.json.fields).toEqual({ title: "[fr] Pull day", notes: null, blocks: null });
  });

  it("is 404 for a day without a routine", async () => {
    expect(
      (await translate({ subject: "routine", username: "maya_lifts", date: "2026-01-01", target: "es" })).status,
    ).toBe(404);
  });
});

describe("limits", () => {
  it("counts only calls that reach the provider, and refuses past the limit", async () => {
    const reader = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, reader);
    const posts = [];
    for (let index = 0; index <= PROVIDER_CALLS_PER_MINUTE; index += 1)
      posts.push(await createPost(t, creator, { title: `Limit post ${index}` }));
    for (const post of posts.slice(0, PROVIDER_CALLS_PER_MINUTE)) {
      expect((await translate({ subject: "post", postId: post.id, target: "es" }, cookie)).status).toBe(200);
    }
    const refused = await translate({ subject: "post", postId: posts.at(-1)!.id, target: "es" }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Already translated: served from the cache, the limit does not apply.
    expect((await translate({ subject: "post", postId: posts[0]!.id, target: "es" }, cookie)).status).toBe(200);
  });
});

describe("without a provider", () => {
  it("shows the original with the notice (unavailable)", async () => {
    const bare = await createTestApp();
    try {
      await createCreator(bare, { username: "no_provider", bio: "Hello" });
      const answer = await bare.request("POST", "/api/translations", {
        body: { subject: "profile", username: "no_provider", target: "es" },
      });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ unavailable: true });
      // Nor is auto-translate offered in the reader's settings.
      const cookie = await signIn(bare, await createUser(bare, { role: "follower" }));
      expect((await bare.request("GET", "/api/me/reading-preferences", { cookie })).json.isTranslationAvailable).toBe(
        false,
      );
    } finally {
      await bare.close();
    }
  });
});

describe("reading preferences", () => {
  it("saves auto-translate and units for a reader, and the writing language for a creator only", async () => {
    const reader = await createUser(t, { role: "follower" });
    const cookie = await signIn(t, reader);
    expect((await t.request("GET", "/api/me/reading-preferences", { cookie })).json).toEqual({
      autoTranslate: false,
      measurementUnits: null,
      contentLanguage: null,
      isTranslationAvailable: true,
    });
    const saved = await t.request("PATCH", "/api/me/reading-preferences", {
      cookie,
      body: { autoTranslate: true, measurementUnits: "imperial" },
    });
    expect(saved.json).toEqual({
      autoTranslate: true,
      measurementUnits: "imperial",
      contentLanguage: null,
      isTranslationAvailable: true,
    });
    expect(
      (await t.request("PATCH", "/api/me/reading-preferences", { cookie, body: { contentLanguage: "fr" } })).status,
    ).toBe(403);
    expect((await t.request("GET", "/api/me/reading-preferences")).status).toBe(401);

    const writer = await createCreator(t, { username: "writes_french" });
    const writerCookie = await signIn(t, writer);
    const changed = await t.request("PATCH", "/api/me/reading-preferences", {
      cookie: writerCookie,
      body: { contentLanguage: "fr" },
    });
    expect(changed.json.contentLanguage).toBe("fr");
    expect((await t.request("GET", "/api/creators/writes_french")).json.contentLanguage).toBe("fr");
  });
});
