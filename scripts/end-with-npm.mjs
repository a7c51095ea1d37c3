// `npm start` runs `exec node scripts/start.mjs` (package.json): the shell npm runs a script in
// becomes this process, so the SIGTERM or SIGINT npm passes on to its script reaches the server.
// (Without exec a shell stood between: dash ends on SIGTERM without passing it on, and holds a
// SIGINT until its child has ended, so the server and its database ran on.) A signal npm does
// not pass on (SIGHUP, SIGKILL) ends npm alone; so while npm started us, we watch it: once it is
// gone, we send ourselves SIGTERM, and the server stops as on any signal (requests in flight,
// then its database).
import { readFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";

const WATCH_EVERY_MS = 250;

/** A process's parent and state from /proc (Linux); undefined where there is no /proc. */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

const isNpm = (pid) => {
  try {
    return /(^|[/\0])npm(-cli\.js)?(\0|$)/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
};

/** Gone, or a zombie its parent has not collected yet. */
function isGone(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "ESRCH";
  }
  return procStat(pid)?.state === "Z";
}

/**
 * Our parent (npm, or a shell npm started when the script is run some other way), and npm above
 * that shell when /proc shows it: the processes whose end ends us.
 */
function watchedProcesses() {
  const watched = [process.ppid];
  const grandparent = procStat(process.ppid)?.parent;
  if (!isNpm(process.ppid) && grandparent && grandparent > 1 && isNpm(grandparent)) watched.push(grandparent);
  return watched;
}

/** Ends this process (by SIGTERM, as a process manager would) when `npm start` has ended. */
export function endWithNpm() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const watched = watchedProcesses();
  const timer = setInterval(() => {
    // A parent gone makes us someone else's child (init's, or a subreaper's).
    if (process.ppid === parent && !watched.some(isGone)) return;
    clearInterval(timer);
    process.kill(process.pid, "SIGTERM");
  }, WATCH_EVERY_MS);
  timer.unref();
}
