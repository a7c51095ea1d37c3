// One dedicated LISTEN connection per process: it hears every hint on the database and hands it on (to the local
// streams and the session cache). When the connection drops it reconnects with backoff, and because hints sent
// meanwhile are lost, it then asks every open tab to resync.
import pg from "pg";
import type { Logger } from "../../lib/logger";
import { decodeHint, HINT_CHANNEL, type HintMessage } from "./hints";

export interface HintListener {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 10_000;

export async function startHintListener(options: {
  databaseUrl: string;
  logger: Logger;
  onHint: (hint: HintMessage) => void;
  /** Hints may have been missed (the connection was lost and is back). */
  onGap: () => void;
}): Promise<HintListener> {
  const { logger } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: options.databaseUrl, application_name: "fitcreators-live" });
    next.on("notification", (message) => {
      if (message.channel !== HINT_CHANNEL || !message.payload) return;
      const hint = decodeHint(message.payload);
      if (hint) options.onHint(hint);
    });
    next.on("error", (error) => logger.warn({ err: error }, "live hint connection failed"));
    next.on("end", () => {
      if (client === next) client = null;
      if (!stopped) scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${HINT_CHANNEL}`);
    client = next;
    failures = 0;
    if (isReconnect) {
      logger.info("live hint connection restored");
      options.onGap();
    }
  };

  const scheduleReconnect = () => {
    if (retryTimer || stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect(true).catch((error: unknown) => {
        logger.warn({ err: error, retryInMs: delay }, "live hint connection could not reconnect");
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  await connect(false);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
