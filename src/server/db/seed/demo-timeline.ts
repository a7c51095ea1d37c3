// The demo's past, lived through the real code with the calendar moved back. Each day of the
// timeline sets the sandbox's billing clock to that day and lets it renew (or end) what fell due,
// does that day's membership moves through the features (follows, checkouts, upgrades,
// cancellations), then its reading (posts, ratings, views, favorites) and the notifications they
// announce, and finally moves every time the database stamped with "now" (created_at,
// occurred_at and the like) back to that day. So the memberships, their events, the ledger,
// subscriptions at the provider, notifications and views are what the app itself would have
// written had it run on those days, and billing goes on from there: the sandbox clock ends back
// at today, with each paid membership due on its own date.
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { handlePaymentEvent } from "../../features/billing/event-sync";
import { runNotificationFanouts } from "../../features/notifications/fanout";
import { sandboxClock } from "../schema";

const DAY_MS = 86_400_000;

/** Columns that record when their row was written or changed; a day moves the ones it wrote. */
const WRITTEN_AT_COLUMNS = [
  "created_at",
  "updated_at",
  "occurred_at",
  "received_at",
  "published_at",
  "sent_at",
  "delivered_at",
  "finished_at",
  "onboarded_at",
  "expires_at",
  "current_period_start",
];

/** A day's work: membership moves first, then what members read and write, as of that day. */
export interface DemoDay {
  moves?: () => Promise<void>;
  reading?: () => Promise<void>;
}

export interface DemoTimeline {
  /** Runs the day's work as if it happened `daysAgo` days ago (0: today). Days must be run oldest first. */
  day(daysAgo: number, work: DemoDay): Promise<void>;
  /** Back to today: the sandbox clock at real time, billing caught up, event delivery as the app wires it. */
  finish(): Promise<void>;
}

export async function startDemoTimeline(deps: AppDeps): Promise<DemoTimeline> {
  const { db, sandbox } = deps;
  const moves = await movableColumns(deps);
  // Deliveries the sandbox starts in the background are awaited before a day's times are moved,
  // so nothing a day caused is stamped after the move.
  const inFlight = new Set<Promise<void>>();
  sandbox?.setEventSink((event) => {
    const handled = handlePaymentEvent(deps, event).then(() => undefined);
    inFlight.add(handled);
    return handled.finally(() => inFlight.delete(handled));
  });
  const settle = async () => {
    if (!sandbox) return;
    do {
      await sandbox.deliverEvents();
      await Promise.allSettled([...inFlight]);
    } while (inFlight.size > 0);
  };
  const setClock = (daysAgo: number) =>
    db
      .insert(sandboxClock)
      .values({ id: 1, offsetMs: -daysAgo * DAY_MS })
      .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs: -daysAgo * DAY_MS } });

  let lastDay = Number.POSITIVE_INFINITY;
  return {
    async day(daysAgo, work) {
      if (daysAgo > lastDay) throw new Error(`demo timeline: day ${daysAgo} ago comes after day ${lastDay} ago`);
      lastDay = daysAgo;
      const started = await databaseNow(deps);
      if (sandbox) {
        await setClock(daysAgo);
        await sandbox.runBillingCycle();
      }
      await work.moves?.();
      await settle();
      await asOf(deps, daysAgo, async () => {
        await work.reading?.();
        await runNotificationFanouts(db);
      });
      if (daysAgo > 0) await db.execute(sql.raw(moveBack(moves, started, daysAgo)));
    },
    async finish() {
      if (sandbox) {
        await setClock(0);
        await sandbox.runBillingCycle();
        await settle();
        sandbox.setEventSink((event) => handlePaymentEvent(deps, event).then(() => undefined));
      }
      await runNotificationFanouts(db);
    },
  };
}

/**
 * Runs `work` with paid periods read as of `daysAgo` days ago. Who may open a post, rate a creator
 * or hear of a new post is decided against the real clock (a period that ended before now grants
 * nothing), while a past day's periods end on that day's calendar; so for the work they are moved
 * forward by the same days, and back after. Billing never runs meanwhile (it would rewrite them).
 */
async function asOf({ db }: AppDeps, daysAgo: number, work: () => Promise<void>) {
  if (daysAgo === 0) return work();
  const move = (sign: "+" | "-") =>
    db.execute(
      sql.raw(
        `update "memberships" set "current_period_end" = "current_period_end" ${sign} interval '${daysAgo * 24} hours' where "current_period_end" is not null`,
      ),
    );
  await move("+");
  try {
    await work();
  } finally {
    await move("-");
  }
}

async function databaseNow({ db }: AppDeps) {
  const { rows } = await db.execute<{ now: string }>(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  );
  return rows[0]!.now;
}

async function movableColumns({ db }: AppDeps) {
  const { rows } = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'timestamp with time zone'
      and column_name in (${sql.join(
        WRITTEN_AT_COLUMNS.map((name) => sql`${name}`),
        sql`, `,
      )})
    order by table_name, column_name`);
  return rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One script (one round trip) moving back by whole days what was written since `since`: times
 * from before (earlier days, the sandbox's own clock times) are untouched. Views are kept by
 * UTC day, so their day moves too.
 */
function moveBack(columns: { table_name: string; column_name: string }[], since: string, days: number) {
  // Hours, not days: a day of a time zone with daylight saving is not always 24 hours.
  const interval = `interval '${days * 24} hours'`;
  const statements = columns.map(({ table_name, column_name }) => {
    const column = quoted(column_name);
    return `update ${quoted(table_name)} set ${column} = ${column} - ${interval} where ${column} >= '${since}'::timestamptz`;
  });
  statements.push(
    `update "post_views" set "day" = "day" - ${days} where "day" >= ('${since}'::timestamptz at time zone 'UTC')::date`,
  );
  return statements.join(";\n");
}
