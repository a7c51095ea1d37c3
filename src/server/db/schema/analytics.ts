// The creator's analytics: every membership change as an event (written by a trigger on
// memberships, so no code path can miss one), and the daily rollups a job keeps, so the page
// sums a few hundred rows per creator instead of scanning raw history.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./content";
import { membershipSource, tier } from "./memberships";

export const membershipEventKind = pgEnum("membership_event_kind", ["joined", "tier_changed", "ended"]);

/**
 * A membership that started to grant access, changed tier while granting it, or stopped.
 * No follower id: the figures are counts, and a follower who deletes the account leaves none.
 */
export const membershipEvents = pgTable(
  "membership_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: membershipEventKind().notNull(),
    /** The tier held after the event; for an ended membership, the tier it had. */
    tier: tier().notNull(),
    /** The tier before a tier change. */
    previousTier: tier(),
    source: membershipSource().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("membership_events_creator_time_idx").on(table.creatorId, table.occurredAt),
    index("membership_events_time_idx").on(table.occurredAt),
  ],
);

/**
 * One creator's figures for one UTC day that had any: member changes per tier, joins by source,
 * ends, views, favorites saved, and money from the ledger. Written by the rollup job.
 */
export const creatorDailyStats = pgTable(
  "creator_daily_stats",
  {
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date().notNull(),
    /** Net change of members holding each tier that day. */
    rookieDelta: integer().notNull().default(0),
    proDelta: integer().notNull().default(0),
    allStarDelta: integer().notNull().default(0),
    joined: integer().notNull().default(0),
    ended: integer().notNull().default(0),
    joinedFromProfile: integer().notNull().default(0),
    joinedFromExplore: integer().notNull().default(0),
    joinedFromHome: integer().notNull().default(0),
    joinedFromOther: integer().notNull().default(0),
    views: integer().notNull().default(0),
    favorites: integer().notNull().default(0),
    grossCents: bigint({ mode: "number" }).notNull().default(0),
    platformFeeCents: bigint({ mode: "number" }).notNull().default(0),
    netCents: bigint({ mode: "number" }).notNull().default(0),
  },
  // The job rewrites the last few days of every creator.
  (table) => [
    primaryKey({ columns: [table.creatorId, table.day] }),
    index("creator_daily_stats_day_idx").on(table.day),
  ],
);

/** Views and favorites of one post on one UTC day, for the top posts of a range. */
export const postDailyStats = pgTable(
  "post_daily_stats",
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date().notNull(),
    views: integer().notNull().default(0),
    favorites: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day] }),
    index("post_daily_stats_creator_day_idx").on(table.creatorId, table.day),
    index("post_daily_stats_day_idx").on(table.day),
  ],
);

/** The last UTC day the rollup job has written (one row); later days are computed live. */
export const analyticsRollupState = pgTable(
  "analytics_rollup_state",
  {
    id: smallint().primaryKey().default(1),
    rolledThrough: date().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("analytics_rollup_state_single", sql`${table.id} = 1`)],
);
