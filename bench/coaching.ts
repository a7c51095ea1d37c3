// Personal coaching at scale: a coach with 1,000 ALL STAR clients, each with a year of logs (four
// 13-week plans, five training days a week, four exercises of three sets: about 3 million sets),
// the real server in its own process, one client at a time. Logging a set (which also checks for
// a new record) must answer within 30 ms at p99, and the coach's clients view (every client with
// adherence, missed sessions and records) within 100 ms at p99. Every plan is a copy of one
// program, whose completion across all clients (4,000 plans) is measured and shown, unbudgeted.
import os from "node:os";
import { hashPassword } from "better-auth/crypto";
import type pg from "pg";
import { addDays } from "../src/domain/coaching";
import { startBenchDatabase, withClient } from "./support/database";
import { runAsScript } from "./support/run-as-script";
import { startServerOnDatabase, type BenchServer } from "./support/server";
import { measureSequential, percentiles, signInCookies } from "./support/sequential";

const CLIENTS = Number(process.env.BENCH_COACHING_CLIENTS ?? 1_000);
const PLANS_PER_CLIENT = 4;
const PLAN_WEEKS = 13;
const EXERCISES = ["Back Squat", "Bench Press", "Barbell Row", "Deadlift"];
const SETS = 3;
const PROGRAM_ID = "00000000-0000-4000-8000-00000000b10c";
const COACH = { id: "bench-coach", email: "bench-coach@bench.test", password: "bench-password" };
const MEMBER = { id: "m0001", email: "member1@bench.test", password: "bench-password" };
const WARM_UP_REQUESTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const LOG_SET_P99_BUDGET_MS = 30;
const CLIENTS_VIEW_P99_BUDGET_MS = 100;

const today = new Date().toISOString().slice(0, 10);
/** Plan q of each client starts this many days ago; the last one is under way today (day 87 of 91). */
const startOffset = (q: number) => 360 - q * PLAN_WEEKS * 7;

function programDays() {
  const exercises = EXERCISES.map((name) => ({
    name,
    sets: SETS,
    reps: 5,
    seconds: null,
    loadKg: 60,
    rpe: null,
    restSeconds: 120,
    notes: "",
    videoPostId: null,
  }));
  return Array.from({ length: PLAN_WEEKS * 7 }, (_, index) =>
    index % 7 < 5 ? { rest: false, exercises } : { rest: true, exercises: [] },
  );
}

export async function seed(client: pg.Client) {
  const member = (g: string) => `'m' || lpad(${g}::text, 4, '0')`;
  await client.query(`
    insert into users (id, name, email, username, role, email_verified)
    values ('${COACH.id}', 'Bench Coach', '${COACH.email}', 'bench_coach', 'influencer', true);
    insert into users (id, name, email, username, role, email_verified)
    select ${member("g")}, 'Client ' || g, 'member' || g || '@bench.test', 'client_' || g, 'follower', true
    from generate_series(1, ${CLIENTS}) g;
    insert into profiles (user_id) select id from users;
    insert into creator_profiles (user_id, is_complete) values ('${COACH.id}', true);
    insert into memberships (follower_id, creator_id, tier, status, current_period_end)
    select ${member("g")}, '${COACH.id}', 'all_star', 'active', now() + interval '20 days' from generate_series(1, ${CLIENTS}) g;
  `);
  const hash = await hashPassword(COACH.password);
  await client.query(
    `insert into accounts (id, account_id, provider_id, user_id, password) values ('a-coach', $1, 'credential', $1, $3), ('a-member', $2, 'credential', $2, $3)`,
    [COACH.id, MEMBER.id, hash],
  );
  await client.query(
    `insert into programs (id, creator_id, name, weeks, days) values ('${PROGRAM_ID}', '${COACH.id}', 'Block', ${PLAN_WEEKS}, $1::jsonb)`,
    [JSON.stringify(programDays())],
  );
  await client.query(
    `insert into program_assignments (id, program_id, creator_id, member_id, name, weeks, days, planned_days, start_date, end_date)
     select gen_random_uuid(), '${PROGRAM_ID}', '${COACH.id}', ${member("g")}, 'Block ' || (q + 1), ${PLAN_WEEKS}, $1::jsonb,
       array(select d from generate_series(0, ${PLAN_WEEKS * 7 - 1}) d where d % 7 < 5),
       $2::date - (360 - q * ${PLAN_WEEKS * 7}), $2::date - (360 - q * ${PLAN_WEEKS * 7}) + ${PLAN_WEEKS * 7}
     from generate_series(1, ${CLIENTS}) g, generate_series(0, ${PLANS_PER_CLIENT - 1}) q`,
    [JSON.stringify(programDays()), today],
  );
  // Every training day before today was logged (one in ten skipped), three sets of each exercise,
  // the load creeping up over the year; each session with its sets counted and its stop (none).
  await client.query(`
    insert into workout_sessions (id, assignment_id, member_id, creator_id, day_index, scheduled_on, status, logged_sets, stop_index, stop_exercise)
    select gen_random_uuid(), a.id, a.member_id, a.creator_id, d, a.start_date + d, x.status,
      case x.status when 'done' then ${EXERCISES.length * SETS} else 0 end,
      case x.status when 'done' then null else 0 end,
      case x.status when 'done' then null else '${EXERCISES[0]}' end
    from program_assignments a, generate_series(0, ${PLAN_WEEKS * 7 - 1}) d,
      lateral (select case when (d + length(a.member_id)) % 10 = 0 then 'skipped' else 'done' end as status) x
    where d % 7 < 5 and a.start_date + d < '${today}'::date;
    insert into set_logs (session_id, member_id, exercise_index, set_number, exercise_name, exercise_key, reps, load_kg, rpe, performed_on)
    select s.id, s.member_id, e - 1, n, (array[${EXERCISES.map((name) => `'${name}'`).join(", ")}])[e],
      lower((array[${EXERCISES.map((name) => `'${name}'`).join(", ")}])[e]), 5,
      40 + e * 10 + (s.scheduled_on - '${today}'::date + 365) / 10.0, 8, s.scheduled_on
    from workout_sessions s, generate_series(1, ${EXERCISES.length}) e, generate_series(1, ${SETS}) n
    where s.status = 'done';
    -- Entered when their set was logged, over the year (not all at once, today).
    insert into personal_records (member_id, exercise_key, exercise_name, kind, reps, value, set_id, creator_id, beat_previous, achieved_on, created_at)
    select l.member_id, l.exercise_key, l.exercise_name, 'estimated_1rm', 0, l.load_kg * (1 + 5 / 30.0), l.id, '${COACH.id}', true, l.performed_on,
      l.performed_on + time '18:00'
    from set_logs l where l.set_number = 1 and l.exercise_index = 0 and abs(hashtext(l.session_id::text)) % 4 = 0;
  `);
  await client.query("vacuum analyze");
  const sizes = await client.query<{ sets: number; sessions: number; records: number }>(`
    select (select count(*)::int from set_logs) as sets, (select count(*)::int from workout_sessions) as sessions,
      (select count(*)::int from personal_records) as records`);
  return sizes.rows[0]!;
}

/** PUT one set after another on today's session, loads rising and falling so some set records. */
async function measureLogging(server: BenchServer, cookie: string, planId: string) {
  const day = startOffset(PLANS_PER_CLIENT - 1);
  let i = 0;
  const failure = "";
  const request = async () => {
    const exercise = i % EXERCISES.length;
    const set = 1 + (Math.floor(i / EXERCISES.length) % SETS);
    const load = 100 + (i % 37);
    i++;
    const begin = performance.now();
    const response = await fetch(`${server.url}/api/me/plan/${planId}/days/${day}/exercises/${exercise}/sets/${set}`, {
      method: "PUT",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify({ reps: 5, load, unit: "kg", rpe: 8, seconds: null }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - begin, ok: response.ok };
  };
  const first = await fetch(`${server.url}/api/me/plan/${planId}/days/${day}`, { headers: { cookie } });
  if (!first.ok)
    throw new Error(`the measured member cannot read today's session: ${first.status} ${await first.text()}`);
  for (let n = 0; n < WARM_UP_REQUESTS; n++) await request();
  const latencies: number[] = [];
  let failures = 0;
  for (let n = 0; n < REQUESTS; n++) {
    const { ms, ok } = await request();
    latencies.push(ms);
    if (!ok) failures++;
  }
  return { ...percentiles(latencies), failures, failure };
}

const row = (name: string, result: { p50: number; p95: number; p99: number; max: number }, budget: number) =>
  `${name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  ` +
  `p99 ${result.p99.toFixed(1).padStart(6)} ms  max ${result.max.toFixed(1).padStart(6)} ms  (budget p99 < ${budget} ms)`;

export async function coachingLatency(): Promise<boolean> {
  const database = await startBenchDatabase();
  try {
    console.log(`seeding ${CLIENTS} clients with a year of logs each…`);
    const started = performance.now();
    const sizes = await withClient(database.url, seed);
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${sizes.sessions.toLocaleString("en")} sessions, ` +
        `${sizes.sets.toLocaleString("en")} sets, ${sizes.records.toLocaleString("en")} records (${os.cpus().length} cores)`,
    );
    const server = await startServerOnDatabase(database.url);
    try {
      const memberCookie = (await signInCookies(server, MEMBER.email, MEMBER.password)).join("; ");
      const plans = (await (
        await fetch(`${server.url}/api/me/plan`, { headers: { cookie: memberCookie } })
      ).json()) as {
        plans: { id: string; startDate: string }[];
      };
      const current = plans.plans.find((plan) => plan.startDate === addDays(today, -startOffset(PLANS_PER_CLIENT - 1)));
      if (!current)
        throw new Error(`the measured member has no plan under way: ${JSON.stringify(plans).slice(0, 300)}`);
      const logging = await measureLogging(server, memberCookie, current.id);

      const coachCookie = (await signInCookies(server, COACH.email, COACH.password)).join("; ");
      const clientsUrl = `${server.url}/api/me/coaching/clients?today=${today}`;
      const roster = (await (await fetch(clientsUrl, { headers: { cookie: coachCookie } })).json()) as {
        clients: { flags: string[] }[];
      };
      if (roster.clients.length !== CLIENTS) throw new Error(`the clients view lists ${roster.clients.length} clients`);
      const clientsView = await measureSequential(clientsUrl, coachCookie, { warmUp: 20, requests: REQUESTS / 2 });
      const completionUrl = `${server.url}/api/me/programs/${PROGRAM_ID}/completion?today=${today}`;
      const completion = (await (await fetch(completionUrl, { headers: { cookie: coachCookie } })).json()) as {
        days: { due: number }[];
      };
      if (!completion.days?.some((day) => day.due === CLIENTS * PLANS_PER_CLIENT))
        throw new Error(
          `the completion view counts no day due for every plan: ${JSON.stringify(completion).slice(0, 300)}`,
        );
      const completionView = await measureSequential(completionUrl, coachCookie, { warmUp: 5, requests: 50 });

      console.log(row("PUT a set (1,000 clients × 1 year of logs)", logging, LOG_SET_P99_BUDGET_MS));
      console.log(row(`GET the clients view (${CLIENTS} clients)`, clientsView, CLIENTS_VIEW_P99_BUDGET_MS));
      console.log(
        `GET a program's completion (${(CLIENTS * PLANS_PER_CLIENT).toLocaleString("en")} plans)`.padEnd(44) +
          ` p50 ${completionView.p50.toFixed(1).padStart(6)} ms  p99 ${completionView.p99.toFixed(1).padStart(6)} ms  (no budget yet)`,
      );
      console.log(
        `failures: logging ${logging.failures} ${logging.failure}, clients view ${clientsView.failures}, completion ${completionView.failures}`,
      );
      return (
        logging.p99 < LOG_SET_P99_BUDGET_MS &&
        clientsView.p99 < CLIENTS_VIEW_P99_BUDGET_MS &&
        logging.failures === 0 &&
        clientsView.failures === 0 &&
        completionView.failures === 0
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

runAsScript(import.meta.url, coachingLatency);
