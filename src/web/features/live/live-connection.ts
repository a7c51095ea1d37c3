// One EventSource to the live stream, with what the browser does not do itself: a resync after every connect and
// reconnect (hints sent before it or during the gap are lost), and reopening a stream the browser gave up on (it stops
// for good after an error status, e.g. a proxy's 502 while the server restarts).
import type { LiveHint } from "../../../domain/notifications";
import { parseHint } from "./live-hints";

export interface LiveHandlers {
  onHint: (hint: LiveHint) => void;
  /** Refetch everything live: the stream reconnected, or the server lost track of hints. */
  onResync: () => void;
  /** The browser gave up on the stream (signed out, or the server is away); it is reopened later. */
  onGiveUp?: () => void;
}

interface LiveOptions {
  EventSourceImpl?: typeof EventSource;
  /** Waits before reopening a stream the browser gave up on, growing with each failure. */
  reopenDelaysMs?: readonly number[];
}

const REOPEN_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Opens the stream and returns how to close it for good. */
export function connectLive(url: string, handlers: LiveHandlers, options: LiveOptions = {}): () => void {
  const { EventSourceImpl = EventSource, reopenDelaysMs = REOPEN_DELAYS_MS } = options;
  let source: EventSource | null = null;
  let failures = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;

  const open = () => {
    const current = new EventSourceImpl(url);
    source = current;
    // Every open resyncs, the first one too: what the page loaded before its stream was
    // listening may already be stale, and the hint that said so went to no one.
    current.addEventListener("open", () => {
      failures = 0;
      handlers.onResync();
    });
    current.addEventListener("hint", (event) => {
      const hint = parseHint((event as MessageEvent<string>).data);
      if (hint) handlers.onHint(hint);
    });
    current.addEventListener("resync", () => handlers.onResync());
    current.addEventListener("error", () => {
      // CONNECTING: the browser retries by itself after the server's `retry:`.
      if (current.readyState !== EventSourceImpl.CLOSED || isClosed) return;
      handlers.onGiveUp?.();
      const delay = reopenDelaysMs[Math.min(failures, reopenDelaysMs.length - 1)] ?? 60_000;
      failures++;
      // Spread out so tabs cut off by one restart do not all come back in the same instant.
      reopenTimer = setTimeout(open, delay * (1 + Math.random() / 4));
    });
  };

  open();
  return () => {
    isClosed = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}
