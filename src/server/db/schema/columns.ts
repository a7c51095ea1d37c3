// Columns many tables share: when a row was created and last changed (UTC timestamptz).
import { timestamp } from "drizzle-orm/pg-core";

export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});
