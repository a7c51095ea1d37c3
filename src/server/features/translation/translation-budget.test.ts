// What translation may cost: visitors read only translations already made, and the provider gets
// at most the day's characters for the platform and for each creator's texts; past a budget the
// reader gets the original with the notice ({ unavailable: true }), never an error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPost } from "../../../../tests/support/content-factories";
import { createCreator } from "../../../../tests/support/creator-factories";
import {
  startFakeLibreTranslate,
  type FakeTranslationServer,
} from "../../../../tests/support/fake-translation-servers";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

const PLATFORM_CHARS = 60;
const CREATOR_CHARS = 30;

let fake: FakeTranslationServer;
/** The platform, its budgets this test's own (a day's spending is shared by everything on one database). */
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeLibreTranslate();
});
afterAll(() => fake.close());

function withBudgets(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createTestApp({ env: { LIBRETRANSLATE_URL: fake.url, ...env } });
  });
  afterAll(() => t.close());
}
beforeEach(() => {
  fake.requests.length = 0;
});

let posts = 0;
/** A text post whose only text is a title of exactly `length` characters, each a new text. */
function postWithTitle(creator: { id: string }, length: number) {
  const number = String(posts++).padStart(3, "0");
  return createPost(t, creator, { title: `Tempo ${number}${"a".repeat(length - 9)}` });
}

const translatePost = (postId: string, cookie?: string) =>
  t.request("POST", "/api/translations", { body: { subject: "post", postId, target: "es" }, cookie });

async function reader() {
  return signIn(t, await createUser(t, { role: "follower" }));
}

describe("visitors", () => {
  withBudgets();

  it("get translations signed-in readers had made, and never make the provider translate", async () => {
    const creator = await createCreator(t);
    const post = await postWithTitle(creator, 10);
    const before = await translatePost(post.id);
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ unavailable: true });
    expect(fake.requests).toHaveLength(0);

    const translated = (await translatePost(post.id, await reader())).json.fields;
    expect(translated.title).toMatch(/^\[es\] Tempo \d{3}a$/);
    expect(fake.requests).toHaveLength(1);
    const after = await translatePost(post.id);
    expect(after.json).toEqual({ unavailable: false, language: "es", fields: translated });
    expect(fake.requests).toHaveLength(1);
  });
});

describe("daily budgets", () => {
  withBudgets({
    TRANSLATION_DAILY_CHARS: String(PLATFORM_CHARS),
    TRANSLATION_CREATOR_DAILY_CHARS: String(CREATOR_CHARS),
  });

  it("stops sending one creator's texts past the creator's budget, and everyone's past the platform's, showing the original", async () => {
    const [first, second] = [await reader(), await reader()];
    const [maya, kai, zoe] = [await createCreator(t), await createCreator(t), await createCreator(t)];

    const mayaFirst = await postWithTitle(maya, 20);
    expect((await translatePost(mayaFirst.id, first)).json.unavailable).toBe(false);
    // Maya's next 20 characters would make 40 of her 30: the original, and the provider is not asked.
    const mayaSecond = await postWithTitle(maya, 20);
    const overCreator = await translatePost(mayaSecond.id, second);
    expect(overCreator.status).toBe(200);
    expect(overCreator.json).toEqual({ unavailable: true });
    expect(fake.requests).toHaveLength(1);

    // Another creator's texts still go: 40 of the platform's 60.
    expect((await translatePost((await postWithTitle(kai, 20)).id, second)).json.unavailable).toBe(false);
    expect(fake.requests).toHaveLength(2);
    // 25 more would make 65 of 60: refused, and Zoe's own budget is not charged for it...
    expect((await translatePost((await postWithTitle(zoe, 25)).id, first)).json).toEqual({ unavailable: true });
    expect(fake.requests).toHaveLength(2);
    // ...so her 15 characters fit both budgets (55 of 60, 15 of 30).
    expect((await translatePost((await postWithTitle(zoe, 15)).id, first)).json.unavailable).toBe(false);
    expect(fake.requests).toHaveLength(3);

    // Translations already made are still served, to readers and visitors alike.
    expect((await translatePost(mayaFirst.id, second)).json.fields.title).toMatch(/^\[es\] Tempo \d{3}a+$/);
    expect((await translatePost(mayaFirst.id)).json.unavailable).toBe(false);
    expect(fake.requests).toHaveLength(3);
  });
});
