// Validated input as a caller meets it: text PostgreSQL cannot store (a NUL character) is refused
// with 400 validation_failed naming the field, in bodies and queries alike, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../../tests/support/content-factories";
import { createCreator } from "../../../tests/support/creator-factories";
import { signIn } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { posts } from "../db/schema";

let t: TestApp;
let creator: Awaited<ReturnType<typeof createCreator>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  creator = await createCreator(t);
  cookie = await signIn(t, creator);
});
afterAll(() => t.close());

describe("NUL characters in validated input", () => {
  it("refuses a post whose title holds one, naming the field, and stores nothing", async () => {
    const before = await t.db.$count(posts);
    const response = await t.request("POST", "/api/posts", { cookie, body: { title: "Leg\u0000day", type: "text" } });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "validation_failed",
      details: { fields: { title: expect.any(String) } },
    });
    expect(await t.db.$count(posts)).toBe(before);
  });

  it("refuses an edit whose description holds one, and leaves the post as it was", async () => {
    const post = await createPost(t, creator, { description: "Squats" });
    const response = await t.request("PATCH", `/api/posts/${post.id}`, { cookie, body: { description: "\u0000" } });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "validation_failed",
      details: { fields: { description: expect.any(String) } },
    });
    expect((await t.request("GET", `/api/posts/${post.id}`, { cookie })).json.description).toBe("Squats");
  });

  it("refuses a search that holds one", async () => {
    const response = await t.request("GET", "/api/creators?search=yoga%00");
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "validation_failed",
      details: { fields: { search: expect.any(String) } },
    });
  });
});
