// The database connection pools, read when scraped: open, idle, and queries waiting for a
// connection (above zero, the pool is the bottleneck).
import type pg from "pg";
import { Gauge, type Registry } from "prom-client";

/** pg's own default when the pool is made without `max`. */
const PG_DEFAULT_MAX = 10;

export function databasePoolMetrics(registry: Registry, pools: Record<string, pg.Pool>) {
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"],
      registers: [registry],
      collect() {
        for (const [label, pool] of Object.entries(pools)) this.set({ pool: label }, read(pool));
      },
    });
  gauge("fc_db_pool_connections", "Connections the pool holds, busy or idle.", (pool) => pool.totalCount);
  gauge("fc_db_pool_idle_connections", "Connections open and free.", (pool) => pool.idleCount);
  gauge("fc_db_pool_waiting_clients", "Queries waiting for a free connection.", (pool) => pool.waitingCount);
  gauge("fc_db_pool_max_connections", "Connections the pool may open.", (pool) => pool.options.max ?? PG_DEFAULT_MAX);
}
