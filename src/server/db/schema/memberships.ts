// A follower's membership with a creator: free (rookie) or paid monthly (pro, all_star),
// and the rating a member gives the creator.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { billingIntervals } from "../../../domain/billing-intervals";
import { membershipSources, membershipStatuses, tiers } from "../../../domain/memberships";
import { users } from "./auth";
import { timestamps, updatedAt } from "./columns";

export const tier = pgEnum("tier", tiers);
export const billingInterval = pgEnum("billing_interval", billingIntervals);
export const membershipStatus = pgEnum("membership_status", membershipStatuses);

/** Where a follower started the membership from, for the creator's analytics. */
export const membershipSource = pgEnum("membership_source", membershipSources);

export const memberships = pgTable(
  "memberships",
  {
    id: uuid().primaryKey().defaultRandom(),
    followerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: tier().notNull(),
    status: membershipStatus().notNull().default("active"),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for a free follow, which never expires unless unfollowed. */
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** How a paid membership is billed (null for a free follow). */
    interval: billingInterval(),
    /** A downgrade waiting for the end of the paid period (DECISIONS.md): its tier and interval. */
    scheduledTier: tier(),
    scheduledInterval: billingInterval(),
    /** The follower unfollowed a paid membership: it ends with the paid period, with no free follow left. */
    leavesAtPeriodEnd: boolean().notNull().default(false),
    /** Set while a paid membership is in its free trial: the first charge is at this date. */
    trialEndsAt: timestamp({ withTimezone: true }),
    /**
     * A pause (domain/pauses) waiting for the paid period's end or running. While it runs the
     * membership is a free follow (tier rookie) and `pausedTier` is the tier that comes back.
     */
    pauseStartsAt: timestamp({ withTimezone: true }),
    pauseResumesAt: timestamp({ withTimezone: true }),
    pausedTier: tier(),
    /**
     * The tier is a gift's (domain/gifts) until this moment: with no subscription behind it the
     * membership ends then; on top of a paid one, billing starts again then.
     */
    giftEndsAt: timestamp({ withTimezone: true }),
    source: membershipSource().notNull().default("other"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("memberships_follower_creator_unique").on(table.followerId, table.creatorId),
    index("memberships_creator_status_idx").on(table.creatorId, table.status, table.createdAt),
    index("memberships_follower_status_idx").on(table.followerId, table.status, table.createdAt),
    // Notification fan-outs walk a creator's members in follower id order.
    index("memberships_creator_follower_idx").on(table.creatorId, table.followerId),
    check("memberships_not_self", sql`${table.followerId} <> ${table.creatorId}`),
  ],
);

export const creatorRatings = pgTable(
  "creator_ratings",
  {
    followerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: smallint().notNull(),
    /** What the member wrote with the stars; the creator may feature it as a testimonial. */
    comment: text().notNull().default(""),
    /** Set when the creator features the comment on the profile. */
    featuredAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.creatorId] }),
    index("creator_ratings_creator_idx").on(table.creatorId),
    index("creator_ratings_featured_idx")
      .on(table.creatorId, table.featuredAt)
      .where(sql`${table.featuredAt} is not null`),
    check("creator_ratings_stars", sql`${table.stars} between 1 and 5`),
  ],
);
