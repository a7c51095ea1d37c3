// A write that, when the network is gone, is kept on the phone instead of failing: the member
// goes on training and it is sent when the network is back (outbox-sync.ts).
import { ApiError } from "../../lib/api";
import { setOnline } from "./connectivity";
import { queueWrite, type QueuedWrite } from "./outbox";

export const QUEUED = "queued" as const;

export async function sendOrQueue<Answer>(
  userId: string | undefined,
  write: Omit<QueuedWrite, "queuedAt">,
  send: () => Promise<Answer>,
): Promise<Answer | typeof QUEUED> {
  try {
    return await send();
  } catch (failure) {
    const noNetwork = failure instanceof ApiError && failure.code === "network_error";
    if (!noNetwork || !userId) throw failure;
    queueWrite(userId, write);
    setOnline(false);
    return QUEUED;
  }
}
