// Finds the PostgreSQL server a previous run left behind in a data directory (its
// postmaster.pid) and clears the way for a new one: a crashed app (kill -9, an OOM kill, a
// closed terminal) leaves its embedded server running as an orphan that holds the directory.
import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { StartupError } from "../lib/startup-error";

const run = promisify(execFile);

interface ProcessInfo {
  /** The command line, argument by argument, when it can be read. */
  argv: string[] | undefined;
  parentPid: number | undefined;
}

/** Alive and not a zombie (a zombie still answers kill(pid, 0) until its parent reaps it). */
async function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat === undefined || stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
}

async function processInfo(pid: number): Promise<ProcessInfo> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  if (cmdline !== undefined) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return {
      argv: cmdline.split("\0").filter(Boolean),
      parentPid: Number.isInteger(parentPid) ? parentPid : undefined,
    };
  }
  // No /proc (macOS): ps gives the same, with the command line split on spaces.
  try {
    const { stdout } = await run("ps", ["-o", "ppid=", "-o", "command=", "-p", String(pid)]);
    const [parent, ...argv] = stdout.trim().split(/\s+/);
    return { argv, parentPid: Number(parent) };
  } catch {
    return { argv: undefined, parentPid: undefined };
  }
}

const isPostgresOf = (argv: string[], databaseDir: string) =>
  path.basename(argv[0] ?? "").startsWith("postgres") &&
  argv.some((arg, i) => argv[i - 1] === "-D" && path.resolve(arg) === databaseDir);

const isNode = (argv: string[] | undefined) => Boolean(argv?.[0] && /(^|\/)node(\.exe)?$/.test(argv[0]));

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Makes the data directory free for a new server. A pid file of a process that is gone, or of a
 * process that is not this directory's postgres (its number reused after a reboot), is removed:
 * PostgreSQL itself would refuse to start while another live process has that number. A server
 * still running for this directory is stopped when the app that started it is gone; while that
 * app still runs, starting a second copy on the same data is refused.
 */
export async function clearLeftoverServer(databaseDir: string, log: (message: string) => void) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  const content = await readFile(pidFile, "utf8").catch(() => undefined);
  if (content === undefined) return;
  const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
  const info = Number.isInteger(pid) && pid > 0 && (await isRunning(pid)) ? await processInfo(pid) : undefined;
  if (!info || (info.argv && !isPostgresOf(info.argv, databaseDir))) {
    await rm(pidFile, { force: true });
    return;
  }
  if (!info.argv) {
    throw new StartupError(
      `Process ${pid} named in ${pidFile} is still running and cannot be inspected: stop it if it is a database server, otherwise delete that file, then start again.`,
    );
  }
  if (
    info.parentPid &&
    info.parentPid !== 1 &&
    (await isRunning(info.parentPid)) &&
    isNode((await processInfo(info.parentPid)).argv)
  ) {
    throw new StartupError(
      `Another FitCreators server (process ${info.parentPid}) is already running on the data in ${path.dirname(databaseDir)}: stop it first, or give this one its own DATA_DIR.`,
    );
  }
  log(`stopping the database server (process ${pid}) that a previous run left behind`);
  try {
    // SIGINT is PostgreSQL's fast shutdown: sessions end, data is written, the pid file goes.
    process.kill(pid, "SIGINT");
    if (await waitForExit(pid, 30_000)) return;
    // SIGQUIT is its immediate shutdown; the next start recovers from the write-ahead log.
    process.kill(pid, "SIGQUIT");
    if (await waitForExit(pid, 10_000)) return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return;
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
  throw new StartupError(
    `The database server (process ${pid}) that a previous run left in ${databaseDir} does not stop: stop it yourself (kill ${pid}), then start again.`,
  );
}
