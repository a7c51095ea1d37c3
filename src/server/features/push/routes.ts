// Web push over HTTP: the public key browsers subscribe with, the signed-in user's subscriptions
// and choices, and the words of one of their pushed notifications (fetched by the service worker,
// because the push itself carries ids only).
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { recipientLanguage } from "../../lib/email/text";
import {
  isPushed,
  pushPreferencesPatchSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../../domain/push";
import type { AppEnv } from "../../context";
import { notifications, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { valid, validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { getPushPreferences, setPushPreferences } from "./preferences";
import { deletePushSubscription, savePushSubscription } from "./subscriptions";
import { pushText } from "./text";
import { vapidDetails } from "./vapid";

const noStore = async (c: { header: (name: string, value: string) => void }, next: () => Promise<void>) => {
  await next();
  c.header("cache-control", "no-store");
};

/** GET /api/push/public-key: the same for everyone, so browsers can subscribe before anything else. */
export const pushKeyRoutes = new Hono<AppEnv>().get("/public-key", (c) =>
  c.json({ publicKey: vapidDetails(c.var.config).publicKey }),
);

/** PUT and DELETE /api/me/push-subscriptions: this browser's subscription, by its endpoint. */
export const pushSubscriptionRoutes = new Hono<AppEnv>()
  .put("/", validJson(pushSubscriptionSchema), async (c) => {
    const viewer = await requireViewer(c);
    await savePushSubscription(c.var.db, viewer.id, c.req.valid("json"), c.var.config.isProduction);
    return c.body(null, 204);
  })
  .delete("/", validJson(pushUnsubscribeSchema), async (c) => {
    const viewer = await requireViewer(c);
    await deletePushSubscription(c.var.db, viewer.id, c.req.valid("json").endpoint);
    return c.body(null, 204);
  });

/** GET and PATCH /api/me/push-preferences. */
export const pushPreferenceRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/", async (c) => c.json(await getPushPreferences(c.var.db, (await requireViewer(c)).id)))
  .patch("/", validJson(pushPreferencesPatchSchema), async (c) =>
    c.json(await setPushPreferences(c.var.db, (await requireViewer(c)).id, c.req.valid("json"))),
  );

/** GET /api/me/push/notifications/:id: only one's own, and only of the pushed types. */
export const pushNotificationRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/:id", valid("param", z.object({ id: z.string().uuid() })), async (c) => {
    const viewer = await requireViewer(c);
    const [found] = await c.var.db
      .select({ type: notifications.type, data: notifications.data, language: users.language, role: users.role })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, c.req.valid("param").id), eq(notifications.userId, viewer.id)));
    if (!found || !isPushed(found.type)) throw new AppError("not_found", 404, "Notification not found.");
    const { type, data, language, role } = found;
    return c.json(pushText(recipientLanguage(language), role, { type, data: data as Record<string, unknown> }));
  });
