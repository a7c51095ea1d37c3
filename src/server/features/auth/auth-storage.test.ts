import { executionAsyncId } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** With async hooks on, the continuation of an `await` runs in a promise with its own id; off, in none (0). */
async function areAsyncHooksOn() {
  await null;
  return executionAsyncId() !== 0;
}

describe("better-auth's call context between its calls", () => {
  it("costs nothing: async hooks are off again once sign-in and session checks are done", async () => {
    expect(await areAsyncHooksOn()).toBe(false);
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    const me = await t.request("GET", "/api/auth/session", { cookie });
    expect(me.status).toBe(200);
    expect(await areAsyncHooksOn()).toBe(false);
  });

  it("keeps each call's context while calls overlap, so concurrent sign-ins all succeed", async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    const cookies = await Promise.all(users.map((user) => signIn(t, user)));
    const sessions = await Promise.all(cookies.map((cookie) => t.request("GET", "/api/auth/session", { cookie })));
    expect(sessions.map((session) => session.json?.user?.email)).toEqual(users.map((user) => user.email));
    expect(await areAsyncHooksOn()).toBe(false);
  });
});
