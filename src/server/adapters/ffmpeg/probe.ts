// What a video file holds, read from `ffmpeg -i` (the npm package ships no ffprobe). ffmpeg
// prints the streams on stderr and exits 1 for want of an output; only the text matters.
import { runFfmpeg } from "./run";

export interface VideoProbe {
  /** As displayed: a phone's portrait recording stored sideways (rotate 90) is taller than wide. */
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: string;
  /** The codec's profile as ffmpeg names it ("High", "Main", "High 4:4:4 Predictive"), or null. */
  videoProfile: string | null;
  /** Chroma layout, e.g. yuv420p: browsers play H.264 only in 4:2:0. */
  pixelFormat: string;
  audioCodec: string | null;
  rotation: number;
}

export class NotAVideoError extends Error {}

export function parseProbe(stderr: string): VideoProbe {
  const video =
    /Stream #\d+:\d+.*?: Video: (\w+)( \([^)]*\))?[^,]*, (\w+)(?:\([^)]*\))?[^,]*, (\d{2,5})x(\d{2,5})/.exec(stderr);
  if (!video) throw new NotAVideoError("no video stream");
  const audio = /Stream #\d+:\d+.*?: Audio: (\w+)/.exec(stderr);
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const rotate = /rotate\s*:\s*(-?\d+)/.exec(stderr);
  const rotation = rotate ? ((Number(rotate[1]) % 360) + 360) % 360 : 0;
  const storedWidth = Number(video[4]);
  const storedHeight = Number(video[5]);
  const sideways = rotation === 90 || rotation === 270;
  return {
    width: sideways ? storedHeight : storedWidth,
    height: sideways ? storedWidth : storedHeight,
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : 0,
    videoCodec: video[1]!,
    videoProfile: video[2] ? video[2].trim().slice(1, -1) : null,
    pixelFormat: video[3]!,
    audioCodec: audio ? audio[1]! : null,
    rotation,
  };
}

/**
 * The demuxer for each video type an upload may have (checked by content at upload). Naming it
 * keeps ffmpeg from guessing another format from the bytes, such as a playlist that reads
 * other files of the server.
 */
const demuxers: Record<string, string> = {
  "video/mp4": "mov",
  "video/quicktime": "mov",
  "video/webm": "matroska",
  "video/ogg": "ogg",
  "video/x-msvideo": "avi",
};

/** `-f <demuxer> -i <file>`: the input as its checked type, never guessed. */
export function inputArgs(file: string, mimeType: string): string[] {
  const demuxer = demuxers[mimeType];
  if (!demuxer) throw new NotAVideoError(`not a video type: ${mimeType}`);
  return ["-f", demuxer, "-i", file];
}

export async function probeVideo(
  binary: string,
  file: string,
  mimeType: string,
  signal?: AbortSignal,
): Promise<VideoProbe> {
  const { stderr } = await runFfmpeg(binary, ["-hide_banner", ...inputArgs(file, mimeType)], {
    signal,
    allowFailure: true,
  });
  return parseProbe(stderr);
}
