// The development outbox as JSON: GET /api/dev/mail. Mounted only when mail goes
// to the outbox and the server is not in production; read only from the machine it runs on.
import { Hono } from "hono";
import type { Mailer, Outbox } from "../../adapters/mail";
import type { Config } from "../../config";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { isLocalClient } from "../../lib/local-client";

/**
 * The outbox anyone may read at /dev/mail, if there is one. It holds every confirmation
 * and password-reset link, so it is never readable in production, nor once SMTP_URL says
 * mail goes out for real (even when a mailer with an outbox was handed in).
 */
export function readableOutbox(config: Pick<Config, "isProduction" | "smtpUrl">, mailer: Mailer): Outbox | undefined {
  if (config.isProduction || config.smtpUrl) return undefined;
  return mailer.outbox;
}

export const devMailRoutes = (outbox: Outbox) =>
  new Hono<AppEnv>().get("/", (c) => {
    c.header("cache-control", "no-store");
    // Its links open accounts: only for the machine the app runs on, even on a server others reach.
    if (!isLocalClient(c)) return notFound(c, "not_found", "The outbox is read only on the machine the app runs on.");
    return c.json({ messages: outbox.list() });
  });
