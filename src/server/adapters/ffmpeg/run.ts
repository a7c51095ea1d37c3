// ffmpeg as a child process: at the lowest priority (nice 19), so the app's requests on the same
// cores come first; stopped when the caller aborts (a job that expires, a shutdown); progress read
// from `-progress pipe:1`, whose out_time_us lines say how far into the input it has come.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

/**
 * 19, not 10: Linux weighs each thread, and x264 runs several per rendition. At nice 10 a dozen
 * encoder threads together outweighed the app's one JavaScript thread and public reads slowed
 * (bench/video-transcode.ts); at 19 each weighs 15 against the app's 1024.
 */
const LOW_PRIORITY = 19;
/**
 * Started through nice(1) where there is one, so every thread ffmpeg makes inherits the priority
 * from its first instruction; os.setPriority after the start changes only the main thread.
 */
const NICE = ["/usr/bin/nice", "/bin/nice"].find((file) => existsSync(file));
/** The last lines of stderr kept for the error: enough to say why, never the whole log. */
const STDERR_KEPT = 16 * 1024;

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Seconds of input done so far; arguments should include `-progress pipe:1 -nostats`. */
  onProgress?: (seconds: number) => void;
  /** Resolve even when ffmpeg exits with an error (probing, which always "fails" for want of an output). */
  allowFailure?: boolean;
}

export function runFfmpeg(binary: string, args: string[], options: RunOptions = {}) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new FfmpegError("aborted", ""));
    const child = NICE
      ? spawn(NICE, ["-n", String(LOW_PRIORITY), binary, ...args], { stdio: ["ignore", "pipe", "pipe"] })
      : spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    try {
      if (!NICE && child.pid) os.setPriority(child.pid, LOW_PRIORITY);
    } catch {
      // Not allowed on this system: it runs at normal priority, still out of the request path.
    }
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    let pending = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match && options.onProgress) options.onProgress(Number(match[1]) / 1_000_000);
      }
    });
    const abort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", abort, { once: true });
    child.on("error", (error) => {
      options.signal?.removeEventListener("abort", abort);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`, stderr));
    });
    child.on("close", (code) => {
      options.signal?.removeEventListener("abort", abort);
      if (options.signal?.aborted) return reject(new FfmpegError("aborted", stderr));
      if (code !== 0 && !options.allowFailure) {
        const lastLine = stderr.trim().split("\n").pop() ?? "";
        return reject(new FfmpegError(`ffmpeg failed (${code}): ${lastLine}`, stderr));
      }
      resolve({ code, stderr });
    });
  });
}
