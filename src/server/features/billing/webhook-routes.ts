// Provider webhooks: /api/webhooks/stripe (the platform's own events) and
// /api/webhooks/stripe-connect (connected accounts). The signature is checked on the raw body;
// a bad one is refused with 400, a failed sync answers 500 so the provider sends it again.
import { Hono, type Context } from "hono";
import { WebhookSignatureError, type WebhookEndpoint } from "../../adapters/payments";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../lib/errors";
import { handlePaymentEvent } from "./event-sync";

async function receive(c: Context<AppEnv>, endpoint: WebhookEndpoint) {
  const rawBody = await c.req.text();
  let event;
  try {
    event = await c.var.payments.parseWebhook(endpoint, rawBody, c.req.header("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return errorResponse(c, 400, "invalid_signature", error.message);
    throw error;
  }
  const outcome = await handlePaymentEvent(c.var, event);
  c.var.logger.info({ eventId: event.id, type: event.type, outcome }, "payment event");
  return c.json({ received: true, duplicate: outcome === "duplicate" });
}

export const webhookRoutes = new Hono<AppEnv>()
  .post("/stripe", (c) => receive(c, "platform"))
  .post("/stripe-connect", (c) => receive(c, "connect"));
