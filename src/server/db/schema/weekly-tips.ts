// The ledger of Monday's weekly tips email: one row per member and week, written before the
// email is sent, so a retried or overlapping round of the job never emails anyone twice.
import { boolean, date, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const weeklyTipsSends = pgTable(
  "weekly_tips_sends",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Monday (UTC) of the week the email is for. */
    weekStart: date().notNull(),
    /** False while the email is on its way, and for a member who had nothing new that week. */
    emailed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekStart] }),
    // Rounds look a week up for every member; old weeks are found by it too.
    index("weekly_tips_sends_week_idx").on(table.weekStart),
  ],
);
