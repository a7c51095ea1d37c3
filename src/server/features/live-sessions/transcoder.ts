// One live session's ffmpeg: WebM chunks from the creator's browser in, live HLS out with 1 s
// segments (a short playlist, old segments deleted; each file written aside and renamed, which
// ffmpeg 4.1 does only with `temp_file`, so a viewer never reads half a file), and the incoming WebM
// kept as the recording the replay is made from. ffmpeg runs at low priority so requests keep their time.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Logger } from "../../lib/logger";

export const PLAYLIST = "index.m3u8";
export const RECORDING = "recording.webm";

/** Encoder settings shared by both inputs: small, fast, a key frame every second. */
const hlsOutput = (folder: string) => [
  "-map",
  "0:v:0",
  "-map",
  "0:a:0?",
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-tune",
  "zerolatency",
  "-pix_fmt",
  "yuv420p",
  "-vf",
  "scale=-2:'min(720,ih)'",
  "-r",
  "30",
  "-force_key_frames",
  "expr:gte(t,n_forced*1)",
  "-b:v",
  "1500k",
  "-maxrate",
  "1800k",
  "-bufsize",
  "1800k",
  "-c:a",
  "aac",
  "-b:a",
  "96k",
  "-ar",
  "44100",
  "-f",
  "hls",
  "-hls_time",
  "1",
  "-hls_list_size",
  "6",
  "-hls_flags",
  "delete_segments+independent_segments+temp_file",
  "-hls_allow_cache",
  "0",
  "-hls_segment_filename",
  path.join(folder, "seg-%d.ts"),
  path.join(folder, PLAYLIST),
];

export interface LiveTranscoder {
  /** Feeds a chunk of the creator's WebM (browser input only). */
  write(chunk: Buffer): void;
  /** Ends the input and waits for ffmpeg to finish writing. */
  stop(): Promise<void>;
  readonly finished: Promise<void>;
  /** Bytes of recording kept so far. */
  recordedBytes(): number;
}

function lowerPriority(child: ChildProcess, logger: Logger) {
  try {
    if (child.pid) os.setPriority(child.pid, 10);
  } catch (error) {
    logger.debug({ err: error }, "ffmpeg priority not lowered");
  }
}

function watch(child: ChildProcess, logger: Logger, sessionId: string) {
  let stderr = "";
  child.stderr?.on("data", (data: Buffer) => {
    stderr = (stderr + data.toString()).slice(-2000);
  });
  return new Promise<void>((resolve) => {
    child.once("error", (error) => {
      logger.warn({ err: error, sessionId }, "live ffmpeg could not start");
      resolve();
    });
    child.once("exit", (code, signal) => {
      if (code !== 0 && signal !== "SIGTERM") logger.warn({ sessionId, code, signal, stderr }, "live ffmpeg stopped");
      resolve();
    });
  });
}

/** Starts ffmpeg reading WebM from its stdin into a fresh HLS folder. */
export async function startBrowserTranscoder(
  ffmpeg: string,
  folder: string,
  sessionId: string,
  logger: Logger,
): Promise<LiveTranscoder> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const child = spawn(
    ffmpeg,
    ["-hide_banner", "-loglevel", "error", "-fflags", "+genpts", "-f", "webm", "-i", "pipe:0", ...hlsOutput(folder)],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  lowerPriority(child, logger);
  const finished = watch(child, logger, sessionId);
  const recording: WriteStream = createWriteStream(path.join(folder, RECORDING));
  let bytes = 0;
  // A creator who closes the tab mid-write must not crash the process.
  child.stdin?.on("error", () => undefined);
  recording.on("error", (error) => logger.warn({ err: error, sessionId }, "live recording not written"));
  let stopping: Promise<void> | null = null;
  return {
    finished,
    recordedBytes: () => bytes,
    write(chunk) {
      if (stopping) return;
      bytes += chunk.length;
      recording.write(chunk);
      child.stdin?.write(chunk);
    },
    stop() {
      stopping ??= (async () => {
        child.stdin?.end();
        await new Promise<void>((resolve) => recording.end(resolve));
        const killer = setTimeout(() => child.kill("SIGTERM"), 5_000);
        await finished;
        clearTimeout(killer);
      })();
      return stopping;
    },
  };
}

export const REPLAY_SOURCE = "replay.webm";

/**
 * The recording as a well-formed file: MediaRecorder's WebM has no duration and no index, which
 * the video pipeline needs to show progress and pick a poster. A stream copy (no encoding) adds
 * them. Resolves with the file's path, or null when there is no usable recording.
 */
export function finishRecording(ffmpeg: string, folder: string, logger: Logger): Promise<string | null> {
  const output = path.join(folder, REPLAY_SOURCE);
  return new Promise((resolve) => {
    const child = spawn(
      ffmpeg,
      ["-hide_banner", "-loglevel", "error", "-y", "-i", path.join(folder, RECORDING), "-c", "copy", output],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    lowerPriority(child, logger);
    let stderr = "";
    child.stderr?.on("data", (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
    child.once("error", () => resolve(null));
    child.once("exit", (code) => {
      if (code !== 0) logger.warn({ code, stderr }, "live recording could not be finished");
      resolve(code === 0 ? output : null);
    });
  });
}
