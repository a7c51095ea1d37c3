// Webhook signatures: what Stripe delivers for an event, so a test can post it to the app.
import Stripe from "stripe";

/**
 * The body and Stripe-Signature header Stripe would deliver for this event to an endpoint with
 * this signing secret. `timestamp` (Unix seconds) signs it as of another time.
 */
export function sign(event: Stripe.Event, secret: string, options: { timestamp?: number } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, header };
}
