import { describe, expect, it } from "vitest";
import type { VideoProbe } from "../../adapters/ffmpeg";
import { planRenditions } from "./ladder";

const source = (overrides: Partial<VideoProbe>): VideoProbe => ({
  width: 1920,
  height: 1080,
  durationSeconds: 60,
  videoCodec: "h264",
  videoProfile: "High",
  pixelFormat: "yuv420p",
  audioCodec: "aac",
  rotation: 0,
  ...overrides,
});
const summary = (probe: VideoProbe) =>
  planRenditions(probe).map(
    ({ name, width, height, copyVideo }) => `${name} ${width}x${height}${copyVideo ? " copy" : ""}`,
  );

describe("planRenditions", () => {
  it("makes 360p, 720p and 1080p from a 1080p H.264 source, copying the top rung", () => {
    expect(summary(source({}))).toEqual(["360p 640x360", "720p 1280x720", "1080p 1920x1080 copy"]);
  });

  it("measures a portrait video by its short side", () => {
    expect(summary(source({ width: 1080, height: 1920, videoCodec: "hevc" }))).toEqual([
      "360p 360x640",
      "720p 720x1280",
      "1080p 1080x1920",
    ]);
  });

  it("re-encodes what browsers may not play as it is: 4:4:4 chroma, rotation metadata, a 4K top", () => {
    expect(summary(source({ pixelFormat: "yuv444p" })).at(-1)).toBe("1080p 1920x1080");
    expect(summary(source({ videoProfile: "High 4:4:4 Predictive" })).at(-1)).toBe("1080p 1920x1080");
    expect(summary(source({ width: 1080, height: 1920, rotation: 90 })).at(-1)).toBe("1080p 1080x1920");
    expect(summary(source({ width: 3840, height: 2160 })).at(-1)).toBe("1080p 1920x1080");
  });

  it("gives a source under 360p one rung at its own size", () => {
    expect(summary(source({ width: 320, height: 240, videoCodec: "vp8" }))).toEqual(["240p 320x240"]);
  });
});
