// Which ffmpeg runs: FFMPEG_PATH when the operator names one (a system build with more codecs),
// else the binary shipped inside the @ffmpeg-installer package, so nothing downloads at run time.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  return (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}
