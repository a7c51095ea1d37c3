import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegBinary, FfmpegError, NotAVideoError, parseProbe, probeVideo, runFfmpeg } from ".";

const binary = ffmpegBinary();
let dir: string;
let clip: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ffmpeg-test-"));
  clip = path.join(dir, "clip.mp4");
  // A 3 s 720p test pattern with a tone: the smallest real video with both streams.
  await runFfmpeg(binary, [
    ...["-hide_banner", "-f", "lavfi", "-i", "testsrc=size=1280x720:rate=30", "-f", "lavfi", "-i", "sine"],
    ...["-t", "3", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", clip],
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("ffmpeg adapter", () => {
  it("uses FFMPEG_PATH when set, else the packaged binary", () => {
    expect(ffmpegBinary("/opt/ffmpeg/bin/ffmpeg")).toBe("/opt/ffmpeg/bin/ffmpeg");
    expect(binary).toMatch(/@ffmpeg-installer/);
  });

  it("probes the size, duration and codecs of a generated clip", async () => {
    const probe = await probeVideo(binary, clip, "video/mp4");
    expect(probe).toMatchObject({ width: 1280, height: 720, videoCodec: "h264", pixelFormat: "yuv420p" });
    expect(probe.videoProfile).toMatch(/Baseline|Main|High/);
    expect(probe.audioCodec).toBe("aac");
    expect(probe.durationSeconds).toBeGreaterThan(2.9);
    expect(probe.durationSeconds).toBeLessThan(3.2);
  });

  it("reads a sideways phone recording as portrait and a colour-tagged stream's size", () => {
    const probe = parseProbe(
      [
        "  Duration: 00:01:02.50, start: 0.000000, bitrate: 9000 kb/s",
        "    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, 8000 kb/s, 30 fps",
        "    Metadata:",
        "      rotate          : 90",
        "    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo",
      ].join("\n"),
    );
    expect(probe).toMatchObject({
      width: 1080,
      height: 1920,
      durationSeconds: 62.5,
      rotation: 90,
      videoProfile: "High",
    });
  });

  it("refuses a file with no video stream, read only as its checked type", async () => {
    const junk = path.join(dir, "junk.mp4");
    await writeFile(junk, "not a video at all, only words");
    await expect(probeVideo(binary, junk, "video/mp4")).rejects.toBeInstanceOf(NotAVideoError);
    await expect(probeVideo(binary, clip, "text/plain")).rejects.toBeInstanceOf(NotAVideoError);
  });

  it("reports progress while it encodes", async () => {
    const seen: number[] = [];
    const out = path.join(dir, "out.mp4");
    await runFfmpeg(
      binary,
      [
        "-hide_banner",
        "-nostats",
        "-progress",
        "pipe:1",
        "-y",
        "-i",
        clip,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        out,
      ],
      { onProgress: (seconds) => seen.push(seconds) },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeGreaterThan(2.5);
    expect((await stat(out)).size).toBeGreaterThan(0);
  });

  it("kills ffmpeg when the caller aborts", async () => {
    const controller = new AbortController();
    const endless = runFfmpeg(
      binary,
      ["-hide_banner", "-re", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10", "-f", "null", "-"],
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 300);
    await expect(endless).rejects.toBeInstanceOf(FfmpegError);
  });

  it("says why when ffmpeg fails", async () => {
    await expect(runFfmpeg(binary, ["-hide_banner", "-i", path.join(dir, "missing.mp4")])).rejects.toThrow(
      /No such file/,
    );
  });
});
