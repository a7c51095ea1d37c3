// Which renditions a source gets: 360p, 720p and 1080p where its short side is at least that
// (a portrait phone video is measured by its width), or one rung at its own size when it is
// smaller than 360p. The top rung copies the source's video when it already is what browsers
// play at that size (H.264 in a profile they decode, 4:2:0, not turned by rotation metadata): no
// quality lost, no CPU.
import { renditionHeights } from "../../../domain/video";
import type { VideoProbe } from "../../adapters/ffmpeg";

export interface PlannedRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bit rate the encoder is held to (bits/s); the master playlist states the measured one. */
  maxBitrate: number;
  audioBitrate: number;
  copyVideo: boolean;
}

const maxBitrates: Record<number, number> = { 360: 800_000, 720: 2_800_000, 1080: 5_000_000 };

/** H.264 profiles every browser decodes (not High 10, 4:2:2 or 4:4:4, which x264's lossless mode uses). */
const playableProfiles = new Set(["Constrained Baseline", "Baseline", "Main", "High"]);

/** Even numbers: H.264 in 4:2:0 needs them. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function planRenditions(source: VideoProbe): PlannedRendition[] {
  const isPortrait = source.height > source.width;
  const shortSide = Math.min(source.width, source.height);
  const longSide = Math.max(source.width, source.height);
  const rungs = renditionHeights.filter((rung) => shortSide >= rung);
  const sizes: number[] = rungs.length > 0 ? [...rungs] : [even(shortSide)];
  const canCopy =
    source.videoCodec === "h264" &&
    playableProfiles.has(source.videoProfile ?? "") &&
    source.pixelFormat === "yuv420p" &&
    source.rotation === 0;
  return sizes.map((short, index) => {
    const long = even((longSide * short) / shortSide);
    const isTop = index === sizes.length - 1;
    return {
      name: `${short}p`,
      width: isPortrait ? short : long,
      height: isPortrait ? long : short,
      maxBitrate: maxBitrates[short] ?? Math.round((800_000 * short) / 360),
      audioBitrate: short >= 720 ? 128_000 : 96_000,
      copyVideo: isTop && canCopy && short === shortSide,
    };
  });
}
