// The video transcoding queue (features/video), read when scraped.
import { Gauge, type Registry } from "prom-client";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { transcodeQueueSize, type TranscodeQueueSize } from "../video";
import { scrapeRead } from "./scrape-read";

export function transcodeQueueMetrics(registry: Registry, sources: { db: Database; logger: Logger }) {
  const read = scrapeRead({ ...sources, what: "transcode queue", read: (tx) => transcodeQueueSize(tx) });
  const gauge = (name: string, help: string, value: (size: TranscodeQueueSize) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const size = await read();
        // Unread (the database is down): unknown, which no alert reads as an empty queue.
        this.set(size ? value(size) : Number.NaN);
      },
    });
  gauge("fc_transcode_queue_depth", "Video posts waiting for a transcoding worker.", (size) => size.waiting);
  gauge("fc_transcode_running", "Video posts being transcoded now.", (size) => size.running);
  gauge(
    "fc_transcode_oldest_seconds",
    "Seconds since the oldest video post still processing was posted (0 when none is).",
    (size) => size.oldestSeconds,
  );
}
