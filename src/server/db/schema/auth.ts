// Tables owned by better-auth (users, sessions, credentials, verification tokens),
// with the product's own user fields: username, role and gender.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const userRole = pgEnum("user_role", ["follower", "influencer"]);
export const gender = pgEnum("gender", ["male", "female", "other", "prefer_not_to_say"]);
export const measurementUnits = pgEnum("measurement_units", ["metric", "imperial"]);

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    username: text().notNull(),
    displayUsername: text(),
    role: userRole().notNull(),
    gender: gender().notNull().default("prefer_not_to_say"),
    /** Suspended by the platform owner: cannot sign in, and vanishes from explore and profiles. */
    suspendedAt: timestamp({ withTimezone: true }),
    /** The language the person chose last: their emails are written in it (domain/languages). */
    language: text().notNull().default("en"),
    /** Translate creators' content into `language` without asking each time. */
    autoTranslate: boolean().notNull().default(false),
    /** Weights and distances in content: null follows the language's usual units. */
    measurementUnits: measurementUnits(),
    /** better-auth's twoFactor plugin: TOTP is asked after the password. */
    twoFactorEnabled: boolean().default(false),
    ...timestamps(),
  },
  (table) => [
    check("users_language", sql`${table.language} in ('en', 'es', 'fr', 'pt-BR')`),
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_username_unique").on(table.username),
    index("users_role_idx").on(table.role),
    // The cleanup job finds accounts left unconfirmed (features/auth/unconfirmed-accounts.ts).
    index("users_unconfirmed_created_idx")
      .on(table.createdAt)
      .where(sql`${table.emailVerified} = false`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** better-auth's twoFactor plugin: the TOTP secret and backup codes (both encrypted by better-auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [index("two_factors_user_id_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

/** better-auth's rate-limit counters, kept in the database so every instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * Fixed-window counters of our own limits that must hold across app instances: failed sign-ins
 * and account emails per address (features/auth/account-limits.ts), client error reports per
 * client. One row per key, reset in place when its window has passed.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // The cleanup job drops counters whose window ended long ago.
  (table) => [index("attempt_counters_window_idx").on(table.windowStartedAt)],
);
