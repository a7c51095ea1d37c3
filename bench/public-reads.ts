// Throughput of reads under load (issue 10): autocannon, 50 connections, 10 s per endpoint
// (BENCH_DURATION overrides), against the real server at 10,000 creators and 50,000
// memberships, and against the bare framework in the same run as the ceiling.
// Budgets: anonymous public reads >= 30% of the ceiling with p99 <= 25 ms; a 404 at most 2x the
// framework's cost; signed-in reads >= 2,600 req/s with p99 <= 50 ms.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { seedCreators } from "./explore-latency";
import { startBenchDatabase, withClient } from "./support/database";
import { processCpuMicros } from "./support/process-cpu";
import { runAsScript } from "./support/run-as-script";
import { freePort, startServerOnDatabase, type BenchServer } from "./support/server";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PUBLIC_SHARE_OF_CEILING = 0.3;
const PUBLIC_P99_MS = 25;
const NOT_FOUND_COST_FACTOR = 2;
const SIGNED_IN_RPS = 2_600;
const SIGNED_IN_P99_MS = 50;
const POSTS_PER_CREATOR = 5;
const MEMBER_CREATORS = 20;
const PASSWORD = "bench-password-1";

interface Measured {
  rps: number;
  p99: number;
  failures: number;
  /** The server process's CPU time per answer (all its threads), in µs; null off Linux. */
  cpuPerRequest: number | null;
}

/**
 * Any answer other than a 2xx counts as a failure, unless `isRefusalExpected` (the 404).
 * `pid` is the measured server's, whose CPU time per answer is read around the run.
 */
async function load(
  url: string,
  pid: number,
  headers: Record<string, string> = {},
  isRefusalExpected = false,
): Promise<Measured> {
  const cpuBefore = processCpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const cpuAfter = processCpuMicros(pid);
  const refusals = isRefusalExpected ? 0 : result.non2xx;
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + refusals,
    cpuPerRequest,
  };
}

/** Hono's JSON hello in its own process: what the framework costs with nothing of ours. */
async function startCeiling() {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "support/bare-hono.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  const pid = child.pid!;
  for (
    let tries = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 100) throw new Error("the bare Hono server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid, stop: () => child.kill("SIGTERM") };
}

/** Posts for every creator, and two accounts for the signed-in reads: a member and a creator. */
async function seedContent(databaseUrl: string) {
  const script = `
    insert into posts (creator_id, title, description, category, type, required_tier, status, published_at)
    select 'c' || c, 'Workout ' || c || '-' || n, 'Three rounds, rest ninety seconds.', 'workout', 'text',
           (array['rookie','pro','all_star']::tier[])[1 + n % 3], 'published', now() - (n || ' hours')::interval
    from generate_series(1, 10000) c, generate_series(1, ${POSTS_PER_CREATOR}) n;
    analyze posts;
  `;
  await withClient(databaseUrl, (client) => client.query(script));
}

async function signedInAccount(
  server: BenchServer,
  databaseUrl: string,
  username: string,
  role: "follower" | "influencer",
) {
  const headers = { "content-type": "application/json", origin: server.origin };
  const email = `${username}@bench.test`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username, email, role, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }),
  });
  if (!signUp.ok) throw new Error(`sign-up of ${username}: ${signUp.status} ${await signUp.text()}`);
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ id: string }>("update users set email_verified = true where username = $1 returning id", [username]),
  );
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${username}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { id: rows[0]!.id, cookie };
}

async function seedMember(databaseUrl: string, memberId: string, creatorId: string) {
  const script = `
    insert into memberships (follower_id, creator_id, tier, current_period_end)
    select '${memberId}', 'c' || g, 'all_star', now() + interval '20 days' from generate_series(1, ${MEMBER_CREATORS}) g;
    insert into posts (creator_id, title, category, type, required_tier, status, published_at)
    select '${creatorId}', 'My post ' || n, 'workout', 'text', 'rookie', 'published', now() - (n || ' hours')::interval
    from generate_series(1, 40) n;`;
  await withClient(databaseUrl, (client) => client.query(script));
}

export async function publicReads(): Promise<boolean> {
  const database = await startBenchDatabase();
  console.log("seeding 10,000 creators, ~50,000 memberships and 50,000 posts…");
  await seedCreators(database.url);
  await seedContent(database.url);
  const server = await startServerOnDatabase(database.url, { AUTH_RATE_LIMIT: "1000" });
  const ceiling = await startCeiling();
  try {
    const member = await signedInAccount(server, database.url, "bench_member", "follower");
    const creator = await signedInAccount(server, database.url, "bench_creator", "influencer");
    await seedMember(database.url, member.id, creator.id);
    const { nextCursor } = (await (await fetch(`${server.url}/api/creators`)).json()) as { nextCursor: string };

    const rows: Record<string, string | number>[] = [];
    let isWithinBudget = true;
    const row = (name: string, result: Measured, budget: string, ok: boolean, base?: Measured) => {
      if (!ok) isWithinBudget = false;
      rows.push({
        endpoint: name,
        "req/s": Math.round(result.rps),
        ...(base ? { "% of ceiling": `${((100 * result.rps) / base.rps).toFixed(0)}%` } : { "% of ceiling": "" }),
        "p99 ms": result.p99,
        "CPU µs/req": result.cpuPerRequest === null ? "" : Math.round(result.cpuPerRequest),
        failures: result.failures,
        budget,
        ok: ok ? "yes" : "NO",
      });
    };

    const bare = await load(ceiling.url, ceiling.pid);
    row("bare Hono JSON hello (ceiling)", bare, "", true);

    const notFound = await load(`${server.url}/api/nope`, server.pid, {}, true);
    // Cost per request is the inverse of throughput: a 404 may cost at most twice the framework's.
    row(
      "GET /api/nope (404)",
      notFound,
      `>= ${100 / NOT_FOUND_COST_FACTOR}% of ceiling`,
      notFound.rps * NOT_FOUND_COST_FACTOR >= bare.rps,
      bare,
    );

    const anonymous: Record<string, string> = {
      "GET /api/creators/featured": "/api/creators/featured",
      "GET /api/creators (explore)": "/api/creators",
      "GET /api/creators (page 2)": `/api/creators?cursor=${encodeURIComponent(nextCursor)}`,
      "GET /api/creators?search=yoga": "/api/creators?search=yoga",
      "GET /api/creators?category=nutrition": "/api/creators?category=nutrition",
      "GET /api/creators/:username (profile, plans)": "/api/creators/creator_4242",
      "GET /api/creators/:username/posts": "/api/creators/creator_4242/posts",
    };
    for (const [name, endpoint] of Object.entries(anonymous)) {
      const result = await load(server.url + endpoint, server.pid);
      const ok =
        result.rps >= PUBLIC_SHARE_OF_CEILING * bare.rps && result.p99 <= PUBLIC_P99_MS && result.failures === 0;
      row(name, result, `>= ${PUBLIC_SHARE_OF_CEILING * 100}%, p99 <= ${PUBLIC_P99_MS}`, ok, bare);
    }

    const signedIn: Record<string, [string, string]> = {
      "GET /api/me/feed (member)": ["/api/me/feed", member.cookie],
      "GET /api/me/posts (creator)": ["/api/me/posts", creator.cookie],
      "GET /api/creators/:username (member, gated)": ["/api/creators/creator_7", member.cookie],
    };
    for (const [name, [endpoint, cookie]] of Object.entries(signedIn)) {
      const result = await load(server.url + endpoint, server.pid, { cookie });
      const ok = result.rps >= SIGNED_IN_RPS && result.p99 <= SIGNED_IN_P99_MS && result.failures === 0;
      row(name, result, `>= ${SIGNED_IN_RPS} req/s, p99 <= ${SIGNED_IN_P99_MS}`, ok, bare);
    }

    console.table(rows);
    console.log(
      `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint, on the same cores as the server;`,
    );
    console.log(
      "CPU µs/req: the server process's CPU time per answer; it moves less than req/s when something else takes CPU, but it moves",
    );
    return isWithinBudget;
  } finally {
    ceiling.stop();
    await server.stop();
    await database.stop();
  }
}

runAsScript(import.meta.url, publicReads);
