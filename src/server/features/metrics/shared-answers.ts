// The shared cache of visitors' answers (lib/public-cache.ts) as Prometheus sees it: hits and
// misses (the hit ratio is hits / (hits + misses)), and what it holds. Read from the caches'
// own counts when scraped, so a request pays nothing for them.
import { Counter, Gauge, type Registry } from "prom-client";
import type { PublicCache } from "../../lib/public-cache";

export function sharedAnswerMetrics(registry: Registry) {
  // An app has one cache; the front door and the app share it. A set, so an app built twice
  // from the same dependencies (tests) counts both.
  const caches = new Set<PublicCache>();
  const sum = (read: (cache: PublicCache) => number) => {
    let total = 0;
    for (const cache of caches) total += read(cache);
    return total;
  };
  /** A counter that mirrors a running total kept elsewhere. */
  const total = (name: string, help: string, read: (cache: PublicCache) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(sum(read));
      },
    });
  const gauge = (name: string, help: string, read: (cache: PublicCache) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(sum(read));
      },
    });

  total("fc_public_cache_hits_total", "Visitors' reads answered from the shared cache.", (cache) => cache.stats.hits);
  total(
    "fc_public_cache_misses_total",
    "Shared answers their handler had to build (first asked, or expired).",
    (cache) => cache.stats.misses,
  );
  gauge("fc_public_cache_entries", "Answers the shared cache holds.", (cache) => cache.size.entries);
  gauge(
    "fc_public_cache_bytes",
    "Memory the shared cache's answers take (PUBLIC_CACHE_MB bounds it).",
    (cache) => cache.size.bytes,
  );

  return (cache: PublicCache) => {
    caches.add(cache);
  };
}
