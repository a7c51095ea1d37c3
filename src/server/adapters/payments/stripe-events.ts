// Stripe webhook events in the payments adapter's words: which object an event is about, so the
// billing sync can read that object's current state (webhooks are triggers, not truth).
import type Stripe from "stripe";
import type { PaymentEvent } from "./index";
import { idOf } from "./stripe-snapshots";

type EventObject = PaymentEvent["object"];
type EventOfType<Prefix extends string> = Extract<Stripe.Event, { type: `${Prefix}${string}` }>;

function isOfType<Prefix extends string>(event: Stripe.Event, prefix: Prefix): event is EventOfType<Prefix> {
  return event.type.startsWith(prefix);
}

/** The refund a charge.refunded event is about: its charge no longer embeds its refunds. */
export type LatestRefundOf = (chargeId: string) => Promise<string | null>;

function otherObject(event: Stripe.Event): EventObject {
  // Nearly every Stripe object has an id; the few that do not (a balance) are named by none.
  const { id } = event.data.object as { id?: unknown };
  return { kind: "other", id: typeof id === "string" ? id : null };
}

async function objectOf(event: Stripe.Event, latestRefundOf: LatestRefundOf): Promise<EventObject> {
  if (isOfType(event, "checkout.session.")) return { kind: "checkout_session", id: event.data.object.id };
  if (isOfType(event, "customer.subscription.")) return { kind: "subscription", id: event.data.object.id };
  // A discount put on a subscription, or taken off it, changes what the subscription bills.
  if (isOfType(event, "customer.discount.")) {
    const subscriptionId = event.data.object.subscription;
    return subscriptionId ? { kind: "subscription", id: subscriptionId } : otherObject(event);
  }
  if (isOfType(event, "subscription_schedule.")) {
    // A schedule moves a subscription's price or ends it; a released one still names it.
    const schedule = event.data.object;
    const subscriptionId = idOf(schedule.subscription) ?? schedule.released_subscription;
    return subscriptionId ? { kind: "subscription", id: subscriptionId } : { kind: "other", id: schedule.id };
  }
  // An upcoming invoice is a preview without an id of its own: nothing to sync yet.
  if (event.type === "invoice.upcoming") return { kind: "other", id: null };
  if (isOfType(event, "invoice.")) return { kind: "invoice", id: event.data.object.id };
  if (isOfType(event, "invoice_payment.")) return { kind: "invoice", id: idOf(event.data.object.invoice) };
  if (isOfType(event, "refund.") || isOfType(event, "charge.refund."))
    return { kind: "refund", id: event.data.object.id };
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    const refundId = charge.refunds?.data[0]?.id ?? (await latestRefundOf(charge.id));
    return refundId ? { kind: "refund", id: refundId } : { kind: "other", id: charge.id };
  }
  if (isOfType(event, "charge.dispute.")) return { kind: "dispute", id: event.data.object.id };
  if (event.type === "account.updated") return { kind: "account", id: event.data.object.id };
  // Other account.* events (an external account, an application) are about the connected account
  // that sent them, which Connect names on the event itself.
  if (isOfType(event, "account.") && event.account) return { kind: "account", id: event.account };
  return otherObject(event);
}

export async function paymentEventOf(event: Stripe.Event, latestRefundOf: LatestRefundOf): Promise<PaymentEvent> {
  return { id: event.id, type: event.type, object: await objectOf(event, latestRefundOf) };
}
