// Accounts for browser journeys: demo sign-in, and new accounts registered through the API and
// confirmed with the link from the dev outbox, so each journey owns the data it changes.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";
export const PASSWORD = "secret123";
export const demoEmail = (username: string) => `${username.replace(/_/g, ".")}@demo.fitcreators.app`;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post("/api/auth/sign-in", { data: { email, password } });
  expect(response.ok(), `sign in as ${email}`).toBe(true);
}

let counter = 0;

/** A new confirmed account; `request` is left signed out. */
export async function confirmedAccount(request: APIRequestContext, role: "follower" | "influencer", prefix: string) {
  const username = `${prefix}_${Date.now().toString(36)}${counter++}`;
  const email = `${username}@e2e.test`;
  const signUp = await request.post("/api/auth/sign-up", {
    data: { username, email, role, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  let token: string | null = null;
  await expect(async () => {
    const { messages } = (await (await request.get("/api/dev/mail")).json()) as { messages: { to: string; text: string }[] };
    token =
      messages
        .find((message) => message.to === email)
        ?.text.match(/https?:\/\/\S+/g)
        ?.map((found) => new URL(found))
        .find((url) => url.pathname === "/auth/callback")
        ?.searchParams.get("token") ?? null;
    expect(token, `a confirmation link mailed to ${email}`).toBeTruthy();
  }).toPass({ timeout: 5_000 });
  expect((await request.post("/api/auth/confirm-email", { data: { token } })).ok()).toBe(true);
  return { username, email, password: PASSWORD };
}

/** The subjects of the dev outbox's mails to one address, newest first. */
export async function mailSubjects(request: APIRequestContext, email: string) {
  const { messages } = (await (await request.get("/api/dev/mail")).json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to === email).map((message) => message.subject);
}
