// A browser's push subscription, stored for the signed-in user. An endpoint names one browser, so
// storing it again under another account moves it: that browser now belongs to whoever signed in.
import { and, eq } from "drizzle-orm";
import type { PushSubscriptionInput } from "../../../domain/push";
import type { Queryable } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { isAllowedEndpoint } from "./endpoints";

export async function savePushSubscription(
  db: Queryable,
  userId: string,
  subscription: PushSubscriptionInput,
  isProduction: boolean,
) {
  if (!isAllowedEndpoint(subscription.endpoint, isProduction)) {
    throw new AppError("validation_failed", 400, "Some fields are not valid.", {
      fields: { endpoint: "This push endpoint is not allowed." },
    });
  }
  const values = { userId, endpoint: subscription.endpoint, ...subscription.keys };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, lastSuccessAt: null },
    });
}

/** Only the owner's own: another account cannot turn off someone else's device. */
export async function deletePushSubscription(db: Queryable, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
