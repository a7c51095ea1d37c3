// The files a video post streams from, made by ffmpeg in a local folder: one HLS rendition per
// planned rung (H.264/AAC in fMP4 segments of about 4 s, keyframes forced on the same 4 s grid
// in every rung so players switch cleanly), the master playlist, WebP posters and the preview.
// One ffmpeg process decodes the source once for all rungs (split filter).
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { thumbnailFrameSeconds } from "../../../domain/content";
import { posterWidths, PREVIEW_MAX_HEIGHT, PREVIEW_SECONDS, type Rendition } from "../../../domain/video";
import { inputArgs, runFfmpeg, type VideoProbe } from "../../adapters/ffmpeg";
import { planRenditions, type PlannedRendition } from "./ladder";
import { masterPlaylist } from "./master-playlist";

export const SEGMENT_SECONDS = 4;

export interface MadeVideoFiles {
  renditions: Rendition[];
  posterWidths: number[];
  hasPreview: boolean;
}

interface Source {
  file: string;
  mimeType: string;
  probe: VideoProbe;
}

/** The share of the work each step takes, for the progress the creator sees. */
const STEPS = { renditions: 85, preview: 10, posters: 5 };

function renditionArgs(rendition: PlannedRendition, index: number, outDir: string, hasAudio: boolean) {
  const dir = path.join(outDir, rendition.name);
  const video = rendition.copyVideo
    ? ["-map", "0:v:0", "-c:v", "copy"]
    : [
        ...[
          "-map",
          `[v${index}]`,
          "-c:v",
          "libx264",
          "-preset",
          "veryfast",
          "-profile:v",
          "high",
          "-pix_fmt",
          "yuv420p",
        ],
        ...["-crf", "23", "-maxrate", String(rendition.maxBitrate), "-bufsize", String(rendition.maxBitrate * 2)],
        ...["-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
      ];
  const audio = hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", String(rendition.audioBitrate), "-ac", "2"] : [];
  return [
    ...video,
    ...audio,
    ...["-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod"],
    ...["-hls_segment_type", "fmp4", "-hls_fmp4_init_filename", "init.mp4"],
    ...["-hls_segment_filename", path.join(dir, "seg-%05d.m4s"), path.join(dir, "index.m3u8")],
  ];
}

/** Scales each encoded rung from one decode of the source. */
function scaleFilter(renditions: PlannedRendition[]) {
  const encoded = renditions
    .map((rendition, index) => ({ rendition, index }))
    .filter(({ rendition }) => !rendition.copyVideo);
  if (encoded.length === 0) return [];
  const labels = encoded.map(({ index }) => `[s${index}]`).join("");
  const scales = encoded.map(
    ({ rendition, index }) => `[s${index}]scale=${rendition.width}:${rendition.height}[v${index}]`,
  );
  return ["-filter_complex", [`[0:v:0]split=${encoded.length}${labels}`, ...scales].join(";")];
}

/** What the playlist says: segment count, and the peak and average bit rates measured from the files. */
async function measure(dir: string) {
  const playlist = await readFile(path.join(dir, "index.m3u8"), "utf8");
  const lines = playlist.split("\n");
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  let segments = 0;
  for (const [index, line] of lines.entries()) {
    const duration = /^#EXTINF:([\d.]+)/.exec(line);
    const file = lines[index + 1]?.trim();
    if (!duration || !file) continue;
    const size = (await stat(path.join(dir, file))).size;
    const length = Math.max(Number(duration[1]), 0.1);
    peak = Math.max(peak, (size * 8) / length);
    bytes += size;
    seconds += length;
    segments++;
  }
  return { segments, peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / Math.max(seconds, 0.1)) };
}

async function makeRenditions(
  binary: string,
  source: Source,
  outDir: string,
  progress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Rendition[]> {
  const planned = planRenditions(source.probe);
  for (const rendition of planned) await mkdir(path.join(outDir, rendition.name), { recursive: true });
  const hasAudio = source.probe.audioCodec !== null;
  await runFfmpeg(
    binary,
    [
      ...["-hide_banner", "-nostats", "-progress", "pipe:1", "-y"],
      ...inputArgs(source.file, source.mimeType),
      ...scaleFilter(planned),
      ...planned.flatMap((rendition, index) => renditionArgs(rendition, index, outDir, hasAudio)),
    ],
    { signal, onProgress: (seconds) => progress(seconds / Math.max(source.probe.durationSeconds, 0.1)) },
  );
  const renditions: Rendition[] = [];
  for (const rendition of planned) {
    const measured = await measure(path.join(outDir, rendition.name));
    renditions.push({
      name: rendition.name,
      width: rendition.width,
      height: rendition.height,
      bandwidth: measured.peak,
      segments: measured.segments,
    });
  }
  return renditions;
}

/** The first seconds, small, with the moov atom first so it starts playing at once. */
async function makePreview(binary: string, source: Source, outDir: string, signal?: AbortSignal) {
  const height = Math.min(PREVIEW_MAX_HEIGHT, Math.min(source.probe.width, source.probe.height));
  const scale = source.probe.height > source.probe.width ? `scale=${height}:-2` : `scale=-2:${height}`;
  await runFfmpeg(
    binary,
    [
      ...["-hide_banner", "-nostats", "-y", "-t", String(PREVIEW_SECONDS)],
      ...inputArgs(source.file, source.mimeType),
      ...["-map", "0:v:0", "-map", "0:a:0?", "-vf", scale],
      ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "28", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "96k"],
      ...["-movflags", "+faststart", path.join(outDir, "preview.mp4")],
    ],
    { signal },
  );
}

/** One frame (at min(1 s, 10%), like thumbnails made in the browser) in each poster width. */
async function makePosters(binary: string, source: Source, outDir: string, signal?: AbortSignal) {
  const widths = posterWidths.filter((width, index) => index === 0 || width <= source.probe.width);
  const at = thumbnailFrameSeconds(source.probe.durationSeconds);
  const labels = widths.map((_, index) => `[p${index}]`).join("");
  const scales = widths.map((width, index) => `[p${index}]scale=${width}:-2[w${index}]`);
  await runFfmpeg(
    binary,
    [
      ...["-hide_banner", "-nostats", "-y", "-ss", String(at)],
      ...inputArgs(source.file, source.mimeType),
      ...["-filter_complex", [`[0:v:0]split=${widths.length}${labels}`, ...scales].join(";")],
      ...widths.flatMap((width, index) => [
        ...["-map", `[w${index}]`, "-frames:v", "1", "-c:v", "libwebp", "-quality", "80"],
        path.join(outDir, `poster-${width}.webp`),
      ]),
    ],
    { signal },
  );
  return [...widths];
}

export async function makeVideoFiles(
  binary: string,
  source: Source,
  outDir: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<MadeVideoFiles> {
  const report = (base: number, span: number) => (share: number) =>
    onProgress(Math.min(99, Math.floor(base + span * Math.min(1, Math.max(0, share)))));
  const renditions = await makeRenditions(binary, source, outDir, report(0, STEPS.renditions), signal);
  await writeFile(path.join(outDir, "master.m3u8"), masterPlaylist(renditions));
  await makePreview(binary, source, outDir, signal);
  report(STEPS.renditions, STEPS.preview)(1);
  const widths = await makePosters(binary, source, outDir, signal);
  return { renditions, posterWidths: widths, hasPreview: true };
}

/** Every file made, as paths relative to the folder (what gets uploaded). */
export async function listMadeFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
}
