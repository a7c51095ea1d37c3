// One live session's ffmpeg: the creator's stream in (WebM chunks from the browser, or FLV from an
// encoder over RTMP), live HLS out with 1 s segments (a short playlist, old segments deleted; each
// file written aside and renamed, which ffmpeg 4.1 does only with `temp_file`, so a viewer never
// reads half a file), and the incoming stream kept as the recording the replay is made from.
// ffmpeg runs at low priority so requests keep their time.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Logger } from "../../lib/logger";

export const PLAYLIST = "index.m3u8";

/** What the stream arrives as: MediaRecorder's WebM from the browser, FLV from RTMP. */
export type LiveInputFormat = "webm" | "flv";
export const recordingFile = (format: LiveInputFormat) => `recording.${format}`;

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
  /** Feeds the next bytes of the creator's stream. */
  write(chunk: Buffer): void;
  /** Ends the input and waits for ffmpeg to finish writing. */
  stop(): Promise<void>;
  readonly finished: Promise<void>;
  /** Whether the stream is still being taken (ffmpeg running and the input not ended). */
  isRunning(): boolean;
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

/** Starts ffmpeg reading the stream from its stdin into a fresh HLS folder. */
export async function startLiveTranscoder(
  ffmpeg: string,
  folder: string,
  input: { sessionId: string; format: LiveInputFormat },
  logger: Logger,
): Promise<LiveTranscoder> {
  const { sessionId, format } = input;
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const child = spawn(
    ffmpeg,
    ["-hide_banner", "-loglevel", "error", "-fflags", "+genpts", "-f", format, "-i", "pipe:0", ...hlsOutput(folder)],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  lowerPriority(child, logger);
  const finished = watch(child, logger, sessionId);
  const recording: WriteStream = createWriteStream(path.join(folder, recordingFile(format)));
  let bytes = 0;
  // A creator who closes the tab mid-write must not crash the process.
  child.stdin?.on("error", () => undefined);
  recording.on("error", (error) => logger.warn({ err: error, sessionId }, "live recording not written"));
  let stopping: Promise<void> | null = null;
  let hasFinished = false;
  void finished.then(() => (hasFinished = true));
  return {
    finished,
    isRunning: () => !hasFinished && !stopping,
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

/** The replay's file for each recording: WebM stays WebM; RTMP's H.264/AAC goes into MP4. */
const REPLAY_SOURCES = {
  webm: { file: "replay.webm", mimeType: "video/webm", extraArgs: [] },
  flv: { file: "replay.mp4", mimeType: "video/mp4", extraArgs: ["-movflags", "+faststart"] },
} as const;

export interface FinishedRecording {
  file: string;
  mimeType: string;
}

/**
 * The recording as a well-formed file: MediaRecorder's WebM has no duration and no index, and FLV
 * is no format for storing, yet the video pipeline needs a duration to show progress and pick a
 * poster. A stream copy (no encoding) makes one. Resolves with it, or null when there is none.
 */
export function finishRecording(
  ffmpeg: string,
  folder: string,
  format: LiveInputFormat,
  logger: Logger,
): Promise<FinishedRecording | null> {
  const { file, mimeType, extraArgs } = REPLAY_SOURCES[format];
  const output = path.join(folder, file);
  return new Promise((resolve) => {
    const child = spawn(
      ffmpeg,
      [
        ...["-hide_banner", "-loglevel", "error", "-y", "-i", path.join(folder, recordingFile(format))],
        ...["-c", "copy", ...extraArgs, output],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    lowerPriority(child, logger);
    let stderr = "";
    child.stderr?.on("data", (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
    child.once("error", () => resolve(null));
    child.once("exit", (code) => {
      if (code !== 0) logger.warn({ code, stderr }, "live recording could not be finished");
      resolve(code === 0 ? { file: output, mimeType } : null);
    });
  });
}
