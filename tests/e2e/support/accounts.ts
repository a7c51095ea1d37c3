// Accounts for browser journeys: demo sign-in, and new accounts registered through the API and
// confirmed with the link from the dev outbox, so each journey owns the data it changes.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";
export const PASSWORD = "secret123";
export const demoEmail = (username: string) => `${username.replace(/_/g, ".")}@demo.fitcreators.app`;

export type Role = "follower" | "influencer";
export interface Person {
  username: string;
  email: string;
}

/** Fills the registration form as a person would, every required field and the terms box. */
export async function fillRegistration(
  page: Page,
  person: Person,
  role: "Follower" | "Influencer",
  options: { gender?: string } = {},
) {
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel("Email").fill(person.email);
  if (options.gender) await page.getByLabel("Gender (optional)").selectOption({ label: options.gender });
  await page.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the Terms/).check();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post("/api/auth/sign-in", { data: { email, password } });
  expect(response.ok(), `sign in as ${email}`).toBe(true);
}

let counter = 0;

/** A username and email no other journey uses (nothing is registered). */
export function newPerson(prefix: string): Person {
  const username = `${prefix}_${Date.now().toString(36)}${counter++}`;
  return { username, email: `${username}@e2e.test` };
}

/** Registers through the API with PASSWORD; the caller checks the answer. */
export function signUp(request: APIRequestContext, role: Role, person: Person) {
  return request.post("/api/auth/sign-up", {
    data: { ...person, role, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true },
  });
}

/**
 * A new confirmed account, under a fresh name made from `prefix` or under the given username and
 * email; `request` is left signed out.
 */
export async function confirmedAccount(request: APIRequestContext, role: Role, prefixOrPerson: string | Person) {
  const person = typeof prefixOrPerson === "string" ? newPerson(prefixOrPerson) : prefixOrPerson;
  expect((await signUp(request, role, person)).status()).toBe(201);
  await confirmEmail(request, person.email);
  return { ...person, password: PASSWORD };
}

/** Confirms a new account's address with the link from the dev outbox. */
async function confirmEmail(request: APIRequestContext, email: string) {
  const token = (await latestMailLink(request, email, "/auth/callback")).searchParams.get("token");
  expect((await request.post("/api/auth/confirm-email", { data: { token } })).ok()).toBe(true);
}

/** A new confirmed account (see confirmedAccount), signed in on this page. */
export async function signedInNewAccount(page: Page, role: Role, prefix: string) {
  const account = await confirmedAccount(page.request, role, prefix);
  await signIn(page, account.email, account.password);
  return account;
}

export const OWNER_EMAIL = "owner@e2e.test";

/**
 * Signs this page in as the platform owner (OWNER_EMAILS in playwright.config.ts), registering the
 * account the first time a server is asked. Journeys run in parallel, so when another one is
 * registering it at the same moment, this waits until that one has confirmed it.
 */
export async function ownerSignIn(page: Page) {
  const signInAsOwner = () =>
    page.request.post("/api/auth/sign-in", { data: { email: OWNER_EMAIL, password: PASSWORD } });
  if ((await signInAsOwner()).ok()) return;
  const owner = { username: "platform_owner", email: OWNER_EMAIL };
  // A second sign-up while the first is unconfirmed replaces that account and its link, so only
  // the latest sign-up's link confirms; whichever journey holds it, the sign-in below waits for it.
  if ((await signUp(page.request, "follower", owner)).status() === 201)
    await confirmEmail(page.request, OWNER_EMAIL).catch(() => undefined);
  await expect(async () => expect((await signInAsOwner()).ok(), `sign in as ${OWNER_EMAIL}`).toBe(true)).toPass({
    timeout: 10_000,
  });
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The dev outbox's mails to one address, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get("/api/dev/mail");
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((message) => message.to === email);
}

/** The subjects of the dev outbox's mails to one address, newest first. */
export async function mailSubjects(request: APIRequestContext, email: string) {
  return (await mailsTo(request, email)).map((message) => message.subject);
}

/** The link to `path` in the newest mail to this address, waiting a little for the mail to arrive. */
async function latestMailLink(request: APIRequestContext, email: string, path: string) {
  let link: URL | undefined;
  await expect(async () => {
    const [latest] = await mailsTo(request, email);
    const url = latest?.text
      .match(/https?:\/\/\S+/g)
      ?.map((found) => new URL(found))
      .find((found) => found.pathname === path);
    expect(url, `a ${path} link mailed to ${email}`).toBeDefined();
    link = url;
  }).toPass({ timeout: 5_000 });
  return link!;
}

/** The path and query of the link to `path` in the newest mail to this address. */
export async function linkInLatestMail(request: APIRequestContext, email: string, path: string) {
  const link = await latestMailLink(request, email, path);
  return `${link.pathname}${link.search}`;
}
