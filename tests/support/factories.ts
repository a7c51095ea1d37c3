// Small factories that build what a test needs directly in its database.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Gender, Role } from "../../src/domain/roles";
import { accounts, creatorProfiles, profiles, users } from "../../src/server/db/schema";
import { sessionCookie, type TestApp } from "./test-app";

export const TEST_PASSWORD = "secret123";
let passwordHash: Promise<string> | undefined;

export interface UserOverrides {
  username?: string;
  email?: string;
  role?: Role;
  gender?: Gender;
  isVerified?: boolean;
  password?: string;
}

export async function createUser(t: TestApp, overrides: UserOverrides = {}) {
  const id = randomUUID();
  const username = overrides.username ?? `user_${id.slice(0, 8)}`;
  // better-auth stores addresses lower-cased; so do we.
  const email = (overrides.email ?? `${username}@example.com`).toLowerCase();
  const role = overrides.role ?? "follower";
  const hash = overrides.password
    ? await hashPassword(overrides.password)
    : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  await t.db.insert(users).values({
    id,
    name: username,
    username,
    email,
    role,
    gender: overrides.gender ?? "prefer_not_to_say",
    emailVerified: overrides.isVerified ?? true,
  });
  await t.db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  await t.db.insert(profiles).values({ userId: id });
  if (role === "influencer") await t.db.insert(creatorProfiles).values({ userId: id });
  return { id, username, email, role, password: overrides.password ?? TEST_PASSWORD };
}

/** Signs the user in through the API and returns the cookie header to send back. */
export async function signIn(t: TestApp, user: { email: string; password: string }) {
  const response = await t.request("POST", "/api/auth/sign-in", {
    body: { email: user.email, password: user.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return sessionCookie(response.headers);
}
