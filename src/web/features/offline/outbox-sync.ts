// Sends an account's waiting writes, oldest first, when the network is back. A write the server
// refuses (4xx: the membership ended, the day was removed) is dropped and counted, so one bad
// write never holds the rest; a network failure or a server error (5xx) stops the round, to be
// tried again later in the same order.
import { setOnline } from "./connectivity";
import { queuedWrites, removeWrite } from "./outbox";

export interface SyncResult {
  sent: number;
  refused: number;
  waiting: number;
}

let running: Promise<SyncResult> | null = null;

export function sendQueuedWrites(userId: string): Promise<SyncResult> {
  // One round at a time: a second "online" event during a round joins it.
  running ??= sendRound(userId).finally(() => (running = null));
  return running;
}

async function sendRound(userId: string): Promise<SyncResult> {
  let sent = 0;
  let refused = 0;
  for (const write of queuedWrites(userId)) {
    let status: number;
    try {
      const answer = await fetch(write.url, {
        method: write.method,
        credentials: "same-origin",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: write.body === undefined ? undefined : JSON.stringify(write.body),
      });
      status = answer.status;
      setOnline(true);
    } catch {
      setOnline(false);
      break;
    }
    if (status >= 500 || status === 401 || status === 429) break;
    removeWrite(userId, write);
    if (status < 400) sent++;
    else refused++;
  }
  return { sent, refused, waiting: queuedWrites(userId).length };
}
