// What a download takes from an HLS stream: the lowest-bandwidth rendition of the master playlist
// (smallest on the phone; a phone screen shows it well), and that rendition's init segment and
// media segments in order, which concatenated form one playable fragmented MP4.

/** The URL of the rendition with the lowest BANDWIDTH, resolved against the master's own URL. */
export function lowestRenditionUrl(master: string, masterUrl: string): string {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let lowest: { bandwidth: number; uri: string } | null = null;
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith("#EXT-X-STREAM-INF:")) continue;
    // (?:^|,) so that AVERAGE-BANDWIDTH is not read as BANDWIDTH.
    const bandwidth = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(line.slice("#EXT-X-STREAM-INF:".length))?.[1]);
    const uri = lines.slice(index + 1).find((next) => next !== "" && !next.startsWith("#"));
    if (uri && Number.isFinite(bandwidth) && (!lowest || bandwidth < lowest.bandwidth)) lowest = { bandwidth, uri };
  }
  if (!lowest) throw new Error("The master playlist names no rendition");
  return new URL(lowest.uri, masterUrl).href;
}

/** The init segment (EXT-X-MAP) and media segments of a media playlist, resolved against its URL. */
export function renditionParts(
  playlist: string,
  playlistUrl: string,
): { initUrl: string | null; segmentUrls: string[] } {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const map = lines.find((line) => line.startsWith("#EXT-X-MAP:"));
  const initUri = map ? /URI="([^"]+)"/.exec(map)?.[1] : undefined;
  const segmentUrls = lines
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((uri) => new URL(uri, playlistUrl).href);
  if (segmentUrls.length === 0) throw new Error("The rendition's playlist names no segment");
  return { initUrl: initUri ? new URL(initUri, playlistUrl).href : null, segmentUrls };
}
