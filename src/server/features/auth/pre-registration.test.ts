// Someone signs up with another person's address and never confirms: the address's owner must
// end up with an account only they can open, and such accounts must not linger.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { users } from "../../db/schema";
import { runAccountCleanup } from "./unconfirmed-accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

const registration = (overrides: Record<string, unknown>) => ({
  username: uniqueName("new"),
  email: `${uniqueName("mail")}@example.com`,
  role: "follower",
  password: "secret123",
  confirmPassword: "secret123",
  acceptTerms: true,
  ...overrides,
});

/** The confirmation token in the newest confirmation mail to this address. */
function confirmationToken(email: string) {
  const mail = t.outbox.list().find((message) => message.to === email && message.subject.startsWith("Confirm"));
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === "/auth/callback");
  expect(link, `no confirmation mail to ${email}`).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

const signIn = (email: string, password: string) =>
  t.request("POST", "/api/auth/sign-in", { body: { email, password } });

describe("signing up on an address someone else signed up with but never confirmed", () => {
  it("replaces the unconfirmed account: the owner's password, name and role win, the squatter's stop working", async () => {
    const email = `${uniqueName("victim")}@example.com`;
    const squatterName = uniqueName("squatter");
    const squatter = registration({
      email,
      username: squatterName,
      role: "influencer",
      password: "squatter-pass",
      confirmPassword: "squatter-pass",
    });
    expect((await t.request("POST", "/api/auth/sign-up", { body: squatter })).status).toBe(201);
    const squattersLink = confirmationToken(email);

    const ownerName = uniqueName("owner");
    const owner = registration({
      email,
      username: ownerName,
      role: "follower",
      password: "owners-pass",
      confirmPassword: "owners-pass",
    });
    const response = await t.request("POST", "/api/auth/sign-up", { body: owner });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ emailConfirmationNeeded: true });

    // The first mail's link was for the replaced account: it confirms nothing now.
    expect((await t.request("POST", "/api/auth/confirm-email", { body: { token: squattersLink } })).status).toBe(400);
    expect(
      (await t.request("POST", "/api/auth/confirm-email", { body: { token: confirmationToken(email) } })).status,
    ).toBe(200);

    const withSquattersPassword = await signIn(email, "squatter-pass");
    expect(withSquattersPassword.status).toBe(401);
    const withOwnersPassword = await signIn(email, "owners-pass");
    expect(withOwnersPassword.status).toBe(200);
    expect(withOwnersPassword.json.user).toMatchObject({ email, username: ownerName, role: "follower" });

    // The squatter's username is free again.
    const reuse = await t.request("POST", "/api/auth/sign-up", { body: registration({ username: squatterName }) });
    expect(reuse.status).toBe(201);
  });

  it("lets the same person sign up again with the same username, as a fresh account", async () => {
    const first = registration({ password: "first-pass", confirmPassword: "first-pass" });
    expect((await t.request("POST", "/api/auth/sign-up", { body: first })).status).toBe(201);
    const again = { ...first, password: "second-pass", confirmPassword: "second-pass" };
    expect((await t.request("POST", "/api/auth/sign-up", { body: again })).status).toBe(201);
    expect(
      (await t.request("POST", "/api/auth/confirm-email", { body: { token: confirmationToken(first.email) } })).status,
    ).toBe(200);
    expect((await signIn(first.email, "second-pass")).status).toBe(200);
  });

  it("keeps the unconfirmed account when the new sign-up is refused (its username is someone else's)", async () => {
    const first = registration({ password: "first-pass", confirmPassword: "first-pass" });
    await t.request("POST", "/api/auth/sign-up", { body: first });
    const taken = await createUser(t);
    const refused = await t.request("POST", "/api/auth/sign-up", { body: { ...first, username: taken.username } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("username_taken");
    const [kept] = await t.db.select({ username: users.username }).from(users).where(eq(users.email, first.email));
    expect(kept?.username).toBe(first.username);
  });

  it("never touches a confirmed account: its password still works after someone signs up on its address", async () => {
    const owner = await createUser(t);
    const response = await t.request("POST", "/api/auth/sign-up", {
      body: registration({ email: owner.email, password: "intruder-pass", confirmPassword: "intruder-pass" }),
    });
    expect(response.status).toBe(201);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect((await signIn(owner.email, "intruder-pass")).status).toBe(401);
  });
});

describe("the account cleanup job", () => {
  it("deletes accounts left unconfirmed for 7 days, and nothing else", async () => {
    const stale = await createUser(t, { isVerified: false });
    const recent = await createUser(t, { isVerified: false });
    const confirmedLongAgo = await createUser(t);
    const age = (id: string, days: number) =>
      t.db
        .update(users)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(users.id, id));
    await age(stale.id, 8);
    await age(recent.id, 6);
    await age(confirmedLongAgo.id, 400);

    await runAccountCleanup(t.db);

    const left = (await t.db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(left).not.toContain(stale.id);
    expect(left).toContain(recent.id);
    expect(left).toContain(confirmedLongAgo.id);
    // The address is free for its owner.
    const again = await t.request("POST", "/api/auth/sign-up", {
      body: registration({ email: stale.email, username: stale.username }),
    });
    expect(again.status).toBe(201);
  });
});
