// One client, one request at a time: a signed-in user's service time without queueing, as
// percentiles. Shared by the benchmarks that hold a budget for a single user's wait.
import type { BenchServer } from "./server";

/** The session cookies of a password sign-in, as `name=value` pairs. */
export async function signInCookies(server: BenchServer, email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

export async function measureSequential(
  url: string,
  cookie: string,
  { warmUp, requests }: { warmUp: number; requests: number },
) {
  const request = async () => {
    const begin = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    return { ms: performance.now() - begin, ok: response.ok };
  };
  for (let i = 0; i < warmUp; i++) await request();
  const latencies: number[] = [];
  let failures = 0;
  for (let i = 0; i < requests; i++) {
    const { ms, ok } = await request();
    latencies.push(ms);
    if (!ok) failures++;
  }
  return { ...percentiles(latencies), failures };
}
