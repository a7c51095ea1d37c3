// The database connection pools, read when scraped: open, idle, and queries waiting for a
// connection (above zero, the pool is the bottleneck); and how far behind a read replica is.
import type pg from "pg";
import type { ReadReplica } from "../../db/read-replica";
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

/** The replica's lag at its last poll (+Inf: too far behind to tell; NaN: no answer) and whether reads go to it. */
export function replicaMetrics(registry: Registry, replica: ReadReplica) {
  new Gauge({
    name: "fc_db_replica_lag_seconds",
    help: "How far behind the primary the read replica was at its last poll (NaN while it does not answer).",
    registers: [registry],
    collect() {
      this.set(replica.lagSeconds ?? Number.NaN);
    },
  });
  new Gauge({
    name: "fc_db_replica_in_use",
    help: "1 while reads may go to the read replica, 0 while they all go to the primary.",
    registers: [registry],
    collect() {
      this.set(replica.serves(null) ? 1 : 0);
    },
  });
}
