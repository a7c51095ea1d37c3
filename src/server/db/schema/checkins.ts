// Weekly check-ins: the form each creator asks (one row per creator, the defaults until they
// change it), the members' answers (one per member, creator and ISO week) and their private photos.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps, updatedAt } from "./columns";

export const checkinForms = pgTable("checkin_forms", {
  creatorId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  askWeight: boolean().notNull().default(true),
  askSleep: boolean().notNull().default(true),
  askEnergy: boolean().notNull().default(true),
  askAdherence: boolean().notNull().default(true),
  askNote: boolean().notNull().default(true),
  askPhotos: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

export const checkins = pgTable(
  "checkins",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Monday of the ISO week, in the member's own calendar. */
    weekStart: date().notNull(),
    weightKg: numeric({ precision: 6, scale: 2, mode: "number" }),
    sleepHours: numeric({ precision: 3, scale: 1, mode: "number" }),
    energy: smallint(),
    /** Percent of the week's plan the member says they followed. */
    adherence: smallint(),
    note: text().notNull().default(""),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("checkins_week_unique").on(table.memberId, table.creatorId, table.weekStart),
    index("checkins_creator_created_idx").on(table.creatorId, table.createdAt.desc(), table.id.desc()),
    index("checkins_member_creator_created_idx").on(
      table.memberId,
      table.creatorId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check("checkins_energy", sql`${table.energy} between 1 and 5`),
    check("checkins_adherence", sql`${table.adherence} between 0 and 100`),
    check("checkins_sleep", sql`${table.sleepHours} between 0 and 24`),
  ],
);

/** A progress photo, re-encoded without metadata and stored under a private key (never public/). */
export const checkinPhotos = pgTable(
  "checkin_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    checkinId: uuid()
      .notNull()
      .references(() => checkins.id, { onDelete: "cascade" }),
    /** The stored variants are `${storageKey}-sm.webp` and `${storageKey}-lg.webp`. */
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("checkin_photos_checkin_idx").on(table.checkinId, table.createdAt)],
);
