// Monday's weekly tips email for 50,000 members: 200 creators, three memberships per member at
// mixed tiers, a week of new posts (and older ones), 10,000 members on a coaching plan, 20,000
// personal records, one member in ten opted out. The job runs in this process as it does in the
// app (it is the app's own function), with a mailer that writes each email and drops it, so the
// figures are our work: the round must finish within 5 minutes and hold memory flat (the RSS and
// heap peaks stay a bounded step above the start, whatever the number of members). A second round
// the same week must send nothing.
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";
import type pg from "pg";
import type { Mailer } from "../src/server/adapters/mail";
import { createDatabase } from "../src/server/db/client";
import { unsubscribeTokens } from "../src/server/features/notifications/email-preferences";
import { sendWeeklyTips } from "../src/server/features/weekly-tips";
import { createLogger } from "../src/server/lib/logger";
import { startBenchDatabase, withClient } from "./support/database";
import { runAsScript } from "./support/run-as-script";

const MEMBERS = Number(process.env.BENCH_TIPS_MEMBERS ?? 50_000);
const CREATORS = 200;
/** Creators above this number posted nothing this week: some members have nothing new. */
const CREATORS_POSTING = 150;
const NEW_POSTS_PER_CREATOR = 5;
const OLD_POSTS_PER_CREATOR = 20;
const MEMBERS_ON_A_PLAN = Math.round(MEMBERS / 5);
const RECORDS = Math.round(MEMBERS * 0.4);
const DURATION_BUDGET_S = 300;
/**
 * The peaks may stand this far above the start: V8 lets garbage pile up between collections, so
 * they follow the collector's pace more than what the job holds (measured below, live).
 */
const MEMORY_STEP_BUDGET_MB = 400;
/** Held memory: the live heap after a full collection may grow this much from the first batch to the last. */
const LIVE_HEAP_GROWTH_BUDGET_MB = 20;

async function seed(client: pg.Client) {
  const languages = `(array['en','es','fr','pt-BR'])[1 + g % 4]`;
  const tier = (k: number) => `(array['rookie','pro','all_star'])[1 + (g + ${k}) % 3]::tier`;
  // Creator k of member g: three different creators (offsets 0, 67 and 134 of 200).
  const creatorOf = (k: number) => `'c' || (1 + (g + ${k * 67}) % ${CREATORS})`;
  await client.query(`
    insert into users (id, name, email, username, role, email_verified)
    select 'c' || g, 'Creator ' || g, 'creator' || g || '@bench.test', 'creator_' || g, 'influencer', true
    from generate_series(1, ${CREATORS}) g;
    insert into users (id, name, email, username, role, email_verified, language)
    select 'm' || lpad(g::text, 6, '0'), 'Member ' || g, 'member' || g || '@bench.test', 'member_' || g, 'follower', true, ${languages}
    from generate_series(1, ${MEMBERS}) g;
    insert into memberships (follower_id, creator_id, tier, status, current_period_end)
    select 'm' || lpad(g::text, 6, '0'), ${creatorOf(0)}, ${tier(0)}, 'active'::membership_status, case when ${tier(0)} = 'rookie' then null else now() + interval '20 days' end from generate_series(1, ${MEMBERS}) g
    union all
    select 'm' || lpad(g::text, 6, '0'), ${creatorOf(1)}, ${tier(1)}, 'active'::membership_status, case when ${tier(1)} = 'rookie' then null else now() + interval '20 days' end from generate_series(1, ${MEMBERS}) g
    union all
    select 'm' || lpad(g::text, 6, '0'), ${creatorOf(2)}, ${tier(2)}, 'active'::membership_status, case when ${tier(2)} = 'rookie' then null else now() + interval '20 days' end from generate_series(1, ${MEMBERS}) g;
    -- One member in ten turned the email off.
    insert into email_preferences (user_id, weekly_tips)
    select 'm' || lpad(g::text, 6, '0'), false from generate_series(1, ${MEMBERS}) g where g % 10 = 0;
  `);
  await client.query(`
    insert into posts (creator_id, title, category, type, required_tier, status, published_at)
    select 'c' || c, 'New this week ' || p || ' by creator ' || c, 'workout', 'text',
      (array['rookie','pro','all_star'])[1 + p % 3]::tier, 'published', now() - p * interval '1 day' - interval '1 hour'
    from generate_series(1, ${CREATORS_POSTING}) c, generate_series(1, ${NEW_POSTS_PER_CREATOR}) p;
    insert into posts (creator_id, title, category, type, required_tier, status, published_at)
    select 'c' || c, 'Older post ' || p || ' by creator ' || c, 'workout', 'text',
      (array['rookie','pro','all_star'])[1 + p % 3]::tier, 'published', now() - (8 + p) * interval '1 day'
    from generate_series(1, ${CREATORS}) c, generate_series(1, ${OLD_POSTS_PER_CREATOR}) p;
  `);
  // Four-week plans, started in the last two weeks: a squat day, an upper-body day, rest on the seventh.
  await client.query(`
    with program as (
      select jsonb_agg(case when d % 7 = 6 then '{"rest": true, "exercises": []}'::jsonb
        else jsonb_build_object('rest', false, 'exercises', jsonb_build_array(
          jsonb_build_object('name', case when d % 2 = 0 then 'Back Squat' else 'Bench Press' end, 'sets', 3, 'reps', 5,
            'seconds', null, 'loadKg', 80, 'rpe', null, 'restSeconds', 120, 'notes', '', 'videoPostId', null),
          jsonb_build_object('name', 'Plank', 'sets', 2, 'reps', null, 'seconds', 60, 'loadKg', null, 'rpe', null,
            'restSeconds', 60, 'notes', '', 'videoPostId', null))) end order by d) as days
      from generate_series(0, 27) d
    )
    insert into program_assignments (creator_id, member_id, name, weeks, days, start_date, end_date)
    select 'c' || (1 + g % ${CREATORS}), 'm' || lpad(g::text, 6, '0'), 'Strength base', 4, program.days,
      current_date - (g % 14), current_date - (g % 14) + 28
    from generate_series(1, ${MEMBERS_ON_A_PLAN}) g, program;
    insert into personal_records (member_id, exercise_key, exercise_name, kind, reps, value, beat_previous, achieved_on, created_at)
    select 'm' || lpad((1 + g % ${MEMBERS})::text, 6, '0'), 'back squat', 'Back Squat',
      (array['load_for_reps','estimated_1rm','time'])[1 + g % 3], case when g % 3 = 0 then 5 else 0 end, 60 + g % 80,
      g % 2 = 0, current_date - (g % 10), now() - (g % 10) * interval '1 day'
    from generate_series(1, ${RECORDS}) g;
  `);
  await client.query("vacuum analyze");
  const sizes = await client.query<Record<string, number>>(`
    select (select count(*)::int from users where role = 'follower') as members,
      (select count(*)::int from memberships) as memberships, (select count(*)::int from posts) as posts,
      (select count(*)::int from program_assignments) as plans, (select count(*)::int from personal_records) as records`);
  return sizes.rows[0]!;
}

/** Writes each email as the real job does (the work measured), counts it, and keeps nothing. */
function discardingMailer() {
  const sent = { count: 0, bytes: 0, es: 0 };
  const mailer: Mailer = {
    async send(message) {
      sent.count++;
      sent.bytes += message.html.length + message.text.length;
      if (message.html.startsWith('<!doctype html><html lang="es">')) sent.es++;
    },
  };
  return { mailer, sent };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

// A full collection on demand, without starting node with --expose-gc: what stays after it is
// what the job holds, apart from the garbage a lazy collector has not yet cleared.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** Live heap (after a full collection) every `every` batches, from the job's own hook. */
function liveHeapSampler(every: number) {
  const samples: { members: number; liveHeapMb: number }[] = [];
  let batches = 0;
  return {
    samples,
    afterBatch: (round: { considered: number }) => {
      if (batches++ % every !== 0) return;
      collectGarbage();
      samples.push({ members: round.considered, liveHeapMb: mb(process.memoryUsage().heapUsed) });
    },
  };
}

/** Samples this process's memory every 50 ms while `work` runs. */
async function withMemorySamples<T>(work: () => Promise<T>) {
  collectGarbage();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const after = process.memoryUsage();
    peak.rss = Math.max(peak.rss, after.rss);
    peak.heapUsed = Math.max(peak.heapUsed, after.heapUsed);
    return { result, seconds, before, after, peak };
  } finally {
    clearInterval(timer);
  }
}

export async function weeklyTipsJob(): Promise<boolean> {
  const database = await startBenchDatabase();
  try {
    console.log(`seeding ${MEMBERS.toLocaleString("en")} members of ${CREATORS} creators…`);
    const seedStarted = performance.now();
    const sizes = await withClient(database.url, seed);
    console.log(
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${Object.entries(sizes)
        .map(([name, count]) => `${count.toLocaleString("en")} ${name}`)
        .join(", ")}`,
    );

    // The app's pool size; the job uses one connection at a time but for its three section queries.
    const { db, pool } = createDatabase(database.url, { max: 10 });
    // The database stops right after the pool ends; its idle connections' goodbye is no failure.
    pool.on("error", () => undefined);
    const { mailer, sent } = discardingMailer();
    const deps = {
      db,
      mailer,
      logger: createLogger("silent"),
      config: { publicUrl: "https://fitcreators.example" } as never,
      unsubscribeTokens: unsubscribeTokens("bench-secret-bench-secret-bench-secret-0"),
    };
    try {
      // Sampling the live heap forces collections, which take time: the timed round runs without them.
      const first = await withMemorySamples(() => sendWeeklyTips(deps));
      const second = await withMemorySamples(() => sendWeeklyTips(deps));
      const rssStep = mb(first.peak.rss - first.before.rss);
      const heapStep = mb(first.peak.heapUsed - first.before.heapUsed);
      // The same work once more (a week later, so every member is due again), sampling the live heap.
      const live = liveHeapSampler(10);
      const nextWeek = new Date(Date.now() + 7 * 86_400_000);
      await withClient(database.url, (client) =>
        client.query(
          "update posts set published_at = published_at + interval '7 days'; update personal_records set created_at = created_at + interval '7 days'",
        ),
      );
      const third = await withMemorySamples(() => sendWeeklyTips(deps, { now: nextWeek, afterBatch: live.afterBatch }));
      const liveGrowth = live.samples.at(-1)!.liveHeapMb - live.samples[0]!.liveHeapMb;
      const row = (name: string, run: typeof first) => ({
        round: name,
        "claimed members": run.result.considered,
        "emails sent": run.result.sent,
        seconds: run.seconds.toFixed(1),
        "RSS before MB": mb(run.before.rss).toFixed(0),
        "RSS after MB": mb(run.after.rss).toFixed(0),
        "RSS peak MB": mb(run.peak.rss).toFixed(0),
        "heap before MB": mb(run.before.heapUsed).toFixed(0),
        "heap after MB": mb(run.after.heapUsed).toFixed(0),
        "heap peak MB": mb(run.peak.heapUsed).toFixed(0),
      });
      console.table([
        row("first (Monday)", first),
        row("second (same week)", second),
        row("next week, live heap sampled", third),
      ]);
      console.log(
        `live heap after a full collection, every 10 batches of 500: ${live.samples
          .map((sample) => `${sample.liveHeapMb.toFixed(1)} MB at ${sample.members.toLocaleString("en")}`)
          .join(", ")} (growth ${liveGrowth.toFixed(1)} MB, budget ${LIVE_HEAP_GROWTH_BUDGET_MB} MB)`,
      );
      console.log(
        `${sent.count.toLocaleString("en")} emails written (${(sent.bytes / sent.count / 1024).toFixed(1)} kB each on average, ` +
          `${sent.es.toLocaleString("en")} in Spanish); ${(first.result.sent / first.seconds).toFixed(0)} members emailed per second; ` +
          `peak above start: RSS +${rssStep.toFixed(0)} MB, heap +${heapStep.toFixed(0)} MB (budget ${MEMORY_STEP_BUDGET_MB} MB); ` +
          `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
      );
      const isWithinBudget =
        first.seconds <= DURATION_BUDGET_S &&
        rssStep <= MEMORY_STEP_BUDGET_MB &&
        heapStep <= MEMORY_STEP_BUDGET_MB &&
        liveGrowth <= LIVE_HEAP_GROWTH_BUDGET_MB &&
        third.result.sent === first.result.sent &&
        first.result.sent > 0 &&
        first.result.failed === 0 &&
        second.result.sent === 0;
      if (second.result.sent > 0) console.log("the second round sent emails again: NOT idempotent");
      return isWithinBudget;
    } finally {
      await pool.end();
    }
  } finally {
    await database.stop();
  }
}

runAsScript(import.meta.url, weeklyTipsJob);
