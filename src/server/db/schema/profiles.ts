// Public profile of every user, and the extra profile a creator (influencer) keeps.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import {
  emptyNutrition,
  type NutritionFramework,
  type Testimonial,
  type WeeklySplitDay,
} from "../../../domain/profile-sections";
import type { ExploreCategory } from "../../../domain/creators";
import type { Supplement } from "../../../domain/profile-settings";
import { users } from "./auth";
import { timestamps } from "./columns";

export const profiles = pgTable("profiles", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bio: text().notNull().default(""),
  location: text().notNull().default(""),
  age: smallint(),
  /** Storage key of the uploaded picture; variants are derived from it. */
  avatarKey: text(),
  coverKey: text(),
  /** Bytes of the stored variants of each picture, for a creator's storage quota. */
  avatarBytes: bigint({ mode: "number" }).notNull().default(0),
  coverBytes: bigint({ mode: "number" }).notNull().default(0),
  ...timestamps(),
});

/** The one supplement shape (domain/profile-settings), stored as JSON in `supplements`. */
export type { Supplement };

export const creatorProfiles = pgTable(
  "creator_profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    philosophy: text().notNull().default(""),
    certifications: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hobbies: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    achievements: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supplements: jsonb().$type<Supplement[]>().notNull().default([]),
    /** Explore categories the creator teaches (see domain/creators). */
    categories: text()
      .array()
      .$type<ExploreCategory[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    proPriceCents: integer().notNull().default(999),
    allStarPriceCents: integer().notNull().default(1999),
    /** The free trial each paid tier offers a new member, in days (domain/trials); 0 is none. */
    proTrialDays: smallint().notNull().default(0),
    allStarTrialDays: smallint().notNull().default(0),
    /** Each paid tier's yearly discount in percent (domain/billing-intervals); null: sold monthly only. */
    proYearlyDiscountPercent: smallint(),
    allStarYearlyDiscountPercent: smallint(),
    /**
     * Whether the profile passes the completeness rule (picture, bio, location, age, PRO price).
     * Kept as a column, refreshed on every profile write, so explore and featured lists filter by index.
     */
    isComplete: boolean().notNull().default(false),
    /** Username, bio and category words, lower-cased, for explore's trigram search. */
    searchText: text().notNull().default(""),
    /** Active memberships, recounted whenever one changes, so lists never count rows. */
    subscriberCount: integer().notNull().default(0),
    /** Stars and ratings from members who still hold a membership, recounted with the members. */
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** The language the creator writes in: readers of another language are offered a translation. */
    contentLanguage: text().notNull().default("en"),
    testimonials: jsonb().$type<Testimonial[]>().notNull().default([]),
    weeklySplit: jsonb().$type<WeeklySplitDay[]>().notNull().default([]),
    nutrition: jsonb().$type<NutritionFramework>().notNull().default(emptyNutrition),
    ...timestamps(),
  },
  (table) => [
    check("creator_content_language", sql`${table.contentLanguage} in ('en', 'es', 'fr', 'pt-BR')`),
    check("creator_pro_price_bounds", sql`${table.proPriceCents} between 499 and 9999`),
    check("creator_all_star_price_bounds", sql`${table.allStarPriceCents} between 499 and 9999`),
    check("creator_pro_trial_days", sql`${table.proTrialDays} in (0, 3, 7, 14, 30)`),
    check("creator_all_star_trial_days", sql`${table.allStarTrialDays} in (0, 3, 7, 14, 30)`),
    check("creator_pro_yearly_discount", sql`${table.proYearlyDiscountPercent} between 0 and 40`),
    check("creator_all_star_yearly_discount", sql`${table.allStarYearlyDiscountPercent} between 0 and 40`),
    // DESC NULLS FIRST is what `ORDER BY ... DESC` means; an index ordered otherwise is not
    // used for it, and every page would sort the whole table.
    index("creator_profiles_listed_idx")
      .on(table.createdAt.desc().nullsFirst(), table.userId.desc().nullsFirst())
      .where(sql`${table.isComplete}`),
    index("creator_profiles_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("creator_profiles_categories_idx").using("gin", table.categories),
  ],
);
