// CPU time a process has used (user + system, all its threads), from Linux's /proc. A benchmark
// whose load generator shares the machine's cores reads the server's cost per request from it:
// it moves less than req/s when something else takes CPU for a while (about ±10% against ±20%).
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's counters (USER_HZ), 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** Microseconds of CPU the process has used so far, or null where /proc is not there. */
export function processCpuMicros(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces; the fields after its ")" are plain.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15, i.e. 11 and 12 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
