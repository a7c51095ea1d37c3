// Sandbox events: written in the same transaction as the change they announce, then delivered
// to the billing sync after the commit, and delivered again later until it takes them (the way
// Stripe retries a webhook that failed).
import { asc, eq, isNull } from "drizzle-orm";
import type { Database, Queryable } from "../../../db/client";
import { sandboxEvents } from "../../../db/schema";
import type { PaymentEvent } from "../index";
import { sandboxId } from "./ids";

type EventKind = Exclude<PaymentEvent["object"]["kind"], "other">;

export type EventSink = (event: PaymentEvent) => Promise<void>;

export async function emitEvent(tx: Queryable, type: string, kind: EventKind, objectId: string) {
  await tx.insert(sandboxEvents).values({ id: sandboxId("evt"), type, objectKind: kind, objectId });
}

/** Delivers every event not yet taken, oldest first. A failure leaves the event for the next round. */
export async function deliverPendingEvents(
  db: Database,
  sink: EventSink | null,
  onError: (error: unknown, eventId: string) => void,
) {
  if (!sink) return 0;
  const pending = await db
    .select()
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.createdAt))
    .limit(500);
  let delivered = 0;
  for (const row of pending) {
    try {
      await sink({ id: row.id, type: row.type, object: { kind: row.objectKind as EventKind, id: row.objectId } });
      await db
        .update(sandboxEvents)
        .set({ deliveredAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(sandboxEvents.id, row.id));
      delivered++;
    } catch (error) {
      await db
        .update(sandboxEvents)
        .set({ attempts: row.attempts + 1 })
        .where(eq(sandboxEvents.id, row.id));
      onError(error, row.id);
    }
  }
  return delivered;
}
