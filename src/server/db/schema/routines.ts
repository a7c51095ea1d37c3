// A creator's daily routine: one per day, with its schedule blocks.
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ScheduleBlock } from "../../../domain/routines";
import { users } from "./auth";
import { timestamps } from "./columns";

export const routines = pgTable(
  "routines",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    routineDate: date().notNull(),
    title: text().notNull().default(""),
    notes: text().notNull().default(""),
    /** Sorted by start time on save. */
    blocks: jsonb().$type<ScheduleBlock[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("routines_creator_date_unique").on(table.creatorId, table.routineDate),
    index("routines_creator_date_idx").on(table.creatorId, table.routineDate.desc().nullsFirst()),
  ],
);
