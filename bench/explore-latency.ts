// Public read latency at scale: 10,000 creators (and 50,000 memberships) in PostgreSQL,
// the real server in its own process, and a fixed number of requests per public endpoint.
// Fails when any endpoint's p99 is over the 25 ms budget.
import { startBenchDatabase, withClient } from "./support/database";
import { startServerOnDatabase } from "./support/server";
import { runAsScript } from "./support/run-as-script";

const CREATORS = 10_000;
const FOLLOWERS = 5_000;
const MEMBERSHIPS = 50_000;
const REQUESTS_PER_ENDPOINT = 1_000;
/** Clients at a time; BENCH_CONCURRENCY overrides (1 gives the service time without queueing). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const P99_BUDGET_MS = 25;

/** Bulk-creates the creators in SQL: what the app would hold after 10,000 sign-ups. */
export async function seedCreators(databaseUrl: string) {
  const bios = [
    "Strength coach helping busy people lift heavy three times a week",
    "Yoga teacher blending vinyasa and mobility for stiff athletes",
    "Marathon runner and running coach from 5K to Boston",
    "Sports nutritionist cooking high-protein meals in 20 minutes",
    "HIIT and conditioning in your living room",
  ];
  const categories = ["strength_training", "yoga_flexibility", "cardio_running", "nutrition"];
  const script = `
    insert into users (id, name, email, username, role, email_verified, created_at)
    select 'c' || g, 'creator_' || g, 'creator' || g || '@bench.test', 'creator_' || g, 'influencer', true,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${CREATORS}) g;
    insert into profiles (user_id, bio, location, age, avatar_key)
    select 'c' || g, (array['${bios.join("','")}'])[1 + g % ${bios.length}], 'City ' || (g % 300), 20 + g % 40,
           'avatars/c' || g || '/x'
    from generate_series(1, ${CREATORS}) g;
    insert into creator_profiles (user_id, categories, pro_price_cents, all_star_price_cents, is_complete, search_text, created_at)
    select 'c' || g, array[(array['${categories.join("','")}'])[1 + g % 4]], 499 + g % 5000, 999 + g % 8000,
           g % 10 <> 0,
           lower('creator_' || g || ' ' || (array['${bios.join("','")}'])[1 + g % ${bios.length}] || ' ' ||
                 replace((array['${categories.join("','")}'])[1 + g % 4], '_', ' ')),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${CREATORS}) g;
    insert into users (id, name, email, username, role, email_verified)
    select 'f' || g, 'fan_' || g, 'fan' || g || '@bench.test', 'fan_' || g, 'follower', true
    from generate_series(1, ${FOLLOWERS}) g;
    insert into memberships (follower_id, creator_id, tier)
    select distinct on (f, c) 'f' || f, 'c' || c, (array['rookie','pro','all_star']::tier[])[1 + (f + c) % 3]::tier
    from (select 1 + (g::bigint * 7919) % ${FOLLOWERS} as f, 1 + (g::bigint * 104729) % ${CREATORS} as c from generate_series(1, ${MEMBERSHIPS}) g) pairs
    on conflict do nothing;
    update creator_profiles cp set subscriber_count = counts.members
    from (select creator_id, count(*) as members from memberships group by creator_id) counts
    where counts.creator_id = cp.user_id;
    analyze;
  `;
  await withClient(databaseUrl, (client) => client.query(script));
}

async function measure(url: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS_PER_ENDPOINT) {
        next++;
        const begin = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / seconds, failures };
}

export async function exploreLatency(): Promise<boolean> {
  const database = await startBenchDatabase();
  const databaseUrl = database.url;
  console.log(`seeding ${CREATORS} creators, ${FOLLOWERS} followers, ~${MEMBERSHIPS} memberships…`);
  await seedCreators(databaseUrl);
  const server = await startServerOnDatabase(databaseUrl);
  try {
    const firstPage = (await (await fetch(`${server.url}/api/creators`)).json()) as { nextCursor: string };
    const endpoints = {
      "GET /api/creators": "/api/creators",
      "GET /api/creators (page 2)": `/api/creators?cursor=${firstPage.nextCursor}`,
      "GET /api/creators?search=yoga": "/api/creators?search=yoga",
      "GET /api/creators?search=creator_99": "/api/creators?search=creator_99",
      "GET /api/creators?search=zzz (no match)": "/api/creators?search=zzzqqq",
      "GET /api/creators?category=nutrition": "/api/creators?category=nutrition",
      "GET /api/creators/featured": "/api/creators/featured",
      "GET /api/creators/:username": "/api/creators/creator_4242",
    };
    // Warm the connection pool and PostgreSQL's caches as a running server would be.
    for (const endpoint of Object.values(endpoints)) for (let i = 0; i < 20; i++) await fetch(server.url + endpoint);

    const rows = [];
    let isWithinBudget = true;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const result = await measure(server.url + endpoint);
      if (result.p99 > P99_BUDGET_MS || result.failures > 0) isWithinBudget = false;
      rows.push({
        endpoint: name,
        "p50 ms": result.p50.toFixed(1),
        "p95 ms": result.p95.toFixed(1),
        "p99 ms": result.p99.toFixed(1),
        "req/s": Math.round(result.rps),
        failures: result.failures,
      });
    }
    console.table(rows);
    console.log(
      `${REQUESTS_PER_ENDPOINT} requests per endpoint, ${CONCURRENCY} at a time; budget p99 < ${P99_BUDGET_MS} ms`,
    );
    return isWithinBudget;
  } finally {
    await server.stop();
    await database.stop();
  }
}

runAsScript(import.meta.url, exploreLatency);
