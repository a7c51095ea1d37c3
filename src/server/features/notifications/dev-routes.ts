// POST /api/dev/unread-replies: runs a round of the unread replies email now, as if their 15
// minutes had passed, for trying it out and for the browser tests. Mounted only beside the
// development outbox (never in production, nor when mail goes out over SMTP), and answered only
// on the machine the app runs on.
import { Hono } from "hono";
import { UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES } from "../../../domain/notifications";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { isLocalClient } from "../../lib/local-client";
import { emailUnreadReplies } from "./away-emails";

export const devUnreadRepliesRoutes = () =>
  new Hono<AppEnv>().post("/", async (c) => {
    if (!isLocalClient(c)) return notFound(c, "not_found", "Only on the machine the app runs on.");
    const now = new Date(Date.now() + (UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES + 1) * 60_000);
    return c.json({ sent: await emailUnreadReplies(c.var, { now }) });
  });
