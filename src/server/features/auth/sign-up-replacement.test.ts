// Signing up again on an address whose account was never confirmed replaces that account; each
// confirmation link confirms only the account it was sent for, even when the sign-ups race.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

const signUp = (email: string, username: string, password: string) =>
  t.request("POST", "/api/auth/sign-up", {
    body: {
      username,
      email,
      gender: "female",
      role: "follower",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });

/** The confirmation mails sent to the address, oldest first, with the username each greets and its token. */
function confirmationMails(email: string) {
  return t.outbox
    .list()
    .filter((mail) => mail.to === email)
    .reverse()
    .flatMap((mail) => {
      const link = mail.text
        .match(/https?:\/\/\S+/g)
        ?.map((url) => new URL(url))
        .find((url) => url.pathname === "/auth/callback");
      return link ? [{ text: mail.text, token: link.searchParams.get("token")! }] : [];
    });
}

const confirm = (token: string) => t.request("POST", "/api/auth/confirm-email", { body: { token } });
const signIn = (email: string, password: string) =>
  t.request("POST", "/api/auth/sign-in", { body: { email, password } });

describe("signing up again on an unconfirmed address", () => {
  it("leaves the first mail's link unable to confirm or sign in the second account", async () => {
    const email = `${unique("twice")}@example.com`;
    const [first, second] = [unique("first"), unique("second")];
    expect((await signUp(email, first, "first-secret1")).status).toBe(201);
    expect((await signUp(email, second, "second-secret2")).status).toBe(201);
    const mails = confirmationMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(first);
    expect(mails[1]!.text).toContain(second);

    const stale = await confirm(mails[0]!.token);
    expect(stale.status).toBe(400);
    expect(stale.json.error.code).toBe("invalid_token");
    expect(stale.headers.getSetCookie().filter((cookie) => cookie.includes("session_token="))).toEqual([]);
    expect((await signIn(email, "second-secret2")).json.error.code).toBe("email_not_confirmed");
    expect((await signIn(email, "first-secret1")).status).toBe(401);

    expect((await confirm(mails[1]!.token)).status).toBe(200);
    const signedIn = await signIn(email, "second-secret2");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.username).toBe(second);
  });

  it("gives each of two racing sign-ups its own account in turn: every mail's link confirms only the account it greets", async () => {
    const email = `${unique("race")}@example.com`;
    const people = [
      { username: unique("racer_a"), password: "racer-secret-a" },
      { username: unique("racer_b"), password: "racer-secret-b" },
    ];
    const answers = await Promise.all(people.map((person) => signUp(email, person.username, person.password)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    // Both people were told to confirm by mail, so both got one: the later sign-up replaced the earlier.
    const mails = confirmationMails(email);
    expect(mails).toHaveLength(2);
    const last = people.find((person) => mails[1]!.text.includes(person.username))!;
    const earlier = people.find((person) => person !== last)!;
    expect(mails[0]!.text).toContain(earlier.username);

    expect((await confirm(mails[0]!.token)).json.error.code).toBe("invalid_token");
    expect((await signIn(email, last.password)).json.error.code).toBe("email_not_confirmed");
    expect((await confirm(mails[1]!.token)).status).toBe(200);
    const signedIn = await signIn(email, last.password);
    expect(signedIn.json.user.username).toBe(last.username);
    expect((await signIn(email, earlier.password)).status).toBe(401);
  });
});
