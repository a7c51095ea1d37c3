// /api/notifications (one's own, read and changed by the owner only), /api/me/email-preferences
// and the one-click unsubscribe that emails link to.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { creatorUpdateSchema, emailPreferenceKinds } from "../../../domain/notifications";
import { users } from "../../db/schema";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { postCreatorUpdate } from "./creator-updates";
import { FANOUT_JOB } from "./fanout";
import { getEmailPreferences, setEmailPreferences } from "./email-preferences";
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

const idParam = valid("param", z.object({ id: z.string().uuid() }));

export const notificationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .get(
    "/",
    valid(
      "query",
      z.object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(50).optional() }),
    ),
    async (c) => {
      const viewer = await requireViewer(c);
      return c.json(await listNotifications(c.var.db, viewer.id, c.req.valid("query")));
    },
  )
  .post("/read-all", async (c) =>
    c.json({ updated: await markAllNotificationsRead(c.var.db, (await requireViewer(c)).id) }),
  )
  .post("/:id/read", idParam, async (c) => {
    await markNotificationRead(c.var.db, (await requireViewer(c)).id, c.req.valid("param").id);
    return c.json({ read: true });
  })
  .delete("/:id", idParam, async (c) => {
    await deleteNotification(c.var.db, (await requireViewer(c)).id, c.req.valid("param").id);
    return c.body(null, 204);
  });

/** POST /api/me/updates: a creator's short update, told to every member by the fan-out job. */
export const creatorUpdateRoutes = new Hono<AppEnv>().post(
  "/",
  requireRole("influencer"),
  validJson(creatorUpdateSchema),
  async (c) => {
    const posted = await postCreatorUpdate(c.var.db, (await requireViewer(c)).id, c.req.valid("json").text);
    c.var.jobs.runSoon(FANOUT_JOB);
    return c.json(posted, 201);
  },
);

const preferencesBody = z.object(
  Object.fromEntries(emailPreferenceKinds.map((kind) => [kind, z.boolean()])) as Record<
    (typeof emailPreferenceKinds)[number],
    z.ZodBoolean
  >,
);

export const emailPreferenceRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/", async (c) => c.json(await getEmailPreferences(c.var.db, (await requireViewer(c)).id)))
  .put("/", validJson(preferencesBody.partial()), async (c) =>
    c.json(await setEmailPreferences(c.var.db, (await requireViewer(c)).id, c.req.valid("json"))),
  );

/**
 * POST /api/email-preferences/unsubscribe: the token comes in the query (a mail app's one-click
 * POST, RFC 8058) or in a JSON body (the /unsubscribe page). No session: the signature is the proof.
 */
export const unsubscribeRoutes = new Hono<AppEnv>().post("/unsubscribe", async (c) => {
  let token = c.req.query("token");
  if (!token && c.req.header("content-type")?.includes("application/json")) {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    if (typeof body?.token === "string") token = body.token;
  }
  const { userId, kind } = c.var.unsubscribeTokens.verify((token ?? "").slice(0, 500));
  // A genuine link of an account deleted since: there is nothing left to unsubscribe.
  const [account] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!account) throw new AppError("invalid_token", 400, "This unsubscribe link is not valid.");
  await setEmailPreferences(c.var.db, userId, { [kind]: false });
  return c.json({ kind });
});
