// The master playlist: one line per rendition, lowest first (players start there and climb).
// URIs are relative, so the stream token in the request path carries over to every request.
import type { Rendition } from "../../../domain/video";

export function masterPlaylist(renditions: readonly Rendition[]): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:7", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const rendition of [...renditions].sort((a, b) => a.height - b.height)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},NAME="${rendition.name}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join("\n")}\n`;
}
