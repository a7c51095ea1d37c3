// The benchmark's server process as the operating system sees it (Linux /proc): which one it
// is, and how much memory it holds.
import { readdir, readFile } from "node:fs/promises";

/** The server process: this benchmark's child running src/server/main.ts (not tsx's esbuild helper). */
export async function serverPid() {
  const servers: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // "pid (comm) state ppid ...": comm may hold spaces, so split after its closing parenthesis.
    const [, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(ppid) !== process.pid) continue;
    const commandLine = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (commandLine.includes("src/server/main.ts")) servers.push(Number(entry));
  }
  if (servers.length !== 1) throw new Error(`expected one server process, found ${servers.length}`);
  return servers[0]!;
}

/** Resident memory of a process, in bytes. */
export async function rssBytes(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return kb * 1024;
}
