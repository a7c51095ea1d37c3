// What the billing feature's services need from the app: the database, the payment provider,
// mail, logs and settings. Services take it as an argument so a test can call them directly.
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import type { AppDeps } from "../../context";

export type BillingDeps = Pick<
  AppDeps,
  "db" | "payments" | "mailer" | "logger" | "config" | "unsubscribeTokens" | "giftTokens"
>;

/**
 * Serialises work on one key (a subscription, a follower and creator pair, a customer) across
 * requests, webhooks, jobs and app instances, until the transaction ends. Always take a
 * subscription's lock before its pair's, never the other way, so two workers cannot deadlock.
 */
export async function lockFor(tx: Queryable, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
