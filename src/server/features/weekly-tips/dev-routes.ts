// POST /api/dev/weekly-tips: runs a round of Monday's email now, for trying it out and for the
// browser tests. Mounted only beside the development outbox (never in production, nor when mail
// goes out over SMTP), and answered only on the machine the app runs on.
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { isLocalClient } from "../../lib/local-client";
import { sendWeeklyTips } from "./job";

export const devWeeklyTipsRoutes = () =>
  new Hono<AppEnv>().post("/", async (c) => {
    if (!isLocalClient(c)) return notFound(c, "not_found", "Only on the machine the app runs on.");
    return c.json(await sendWeeklyTips(c.var));
  });
