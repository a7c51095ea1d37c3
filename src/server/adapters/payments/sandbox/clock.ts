// The sandbox's billing clock: real time plus an offset that only moves forward, so renewals,
// failed renewals and period ends can be tried without waiting a month (like Stripe's test clocks).
import { sql } from "drizzle-orm";
import type { Queryable } from "../../../db/client";
import { sandboxClock } from "../../../db/schema";

const DAY_MS = 86_400_000;

export async function clockOffsetMs(db: Queryable) {
  const [row] = await db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock);
  return row?.offsetMs ?? 0;
}

export async function sandboxNow(db: Queryable) {
  return new Date(Date.now() + (await clockOffsetMs(db)));
}

export async function advanceClock(db: Queryable, days: number) {
  await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs: days * DAY_MS })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${days * DAY_MS}` },
    });
}

export async function clockView(db: Queryable) {
  const offsetMs = await clockOffsetMs(db);
  return { now: new Date(Date.now() + offsetMs).toISOString(), offsetDays: Math.round((offsetMs / DAY_MS) * 10) / 10 };
}
