// Card payments: the interface the billing feature uses, and the provider the settings choose.
// Stripe when STRIPE_* is configured; otherwise the built-in sandbox, which has its own checkout,
// customer portal and payout onboarding pages and a billing clock, and behaves the same way.
//
// Every answer is a snapshot of the provider's current truth in our own words, so the billing
// sync never reads a provider's payload shapes. Money is integer cents, USD.
import type { PaidTier } from "../../../domain/memberships";
import type { SubscriptionStatus } from "../../../domain/billing";
import type { BillingInterval } from "../../../domain/billing-intervals";
import type { OfferDiscount } from "../../../domain/offers";
import type { PauseWindow } from "../../../domain/pauses";

export type PaymentProviderName = "sandbox" | "stripe";

/** Which webhook endpoint an event came to: the platform's own account, or connected accounts. */
export type WebhookEndpoint = "platform" | "connect";

/**
 * A provider event, normalized. Webhooks are triggers: the event says which object changed and
 * the sync reads that object's current state; it never trusts the event's copy of it.
 */
export interface PaymentEvent {
  /** The provider's event id: stored once, so a replay has no second effect. */
  id: string;
  /** The provider's event type, for logs ("customer.subscription.updated"). */
  type: string;
  object:
    | { kind: "checkout_session"; id: string }
    | { kind: "subscription"; id: string }
    | { kind: "invoice"; id: string }
    | { kind: "refund"; id: string }
    | { kind: "dispute"; id: string }
    | { kind: "account"; id: string }
    /** An event we do not act on; still recorded. */
    | { kind: "other"; id: string | null };
}

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface CheckoutSessionSnapshot {
  id: string;
  status: "open" | "complete" | "expired";
  /** Set once a subscription checkout completed. */
  subscriptionId: string | null;
  /** Set once a one-off payment checkout is paid: what was charged, and when. */
  payment: OneOffPayment | null;
  customerId: string;
  /** Where to send the follower; null once the session is no longer open. */
  url: string | null;
  expiresAt: Date;
}

/** A one-off payment (a tip): its provider id (Stripe's payment intent), amount and time. */
export interface OneOffPayment {
  id: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The price billed in the current period. */
  priceId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A price that takes over when the current period ends (a scheduled downgrade), if any. */
  scheduledPriceId: string | null;
  paymentMethod: CardSummary | null;
  /** The newest invoice, such as an upgrade's prorated charge, so it can be synced at once. */
  latestInvoiceId: string | null;
  /** What we attached at creation (followerId, creatorId, tier). */
  metadata: Record<string, string>;
  /**
   * The free trial as the provider shows it, if any (the one it started with, or the free stretch extendFreePeriod
   * gave): the next charge is at its end (status trialing until then).
   */
  trial: { start: Date; end: Date } | null;
  /**
   * The end of a free stretch extendFreePeriod gave (a gift's months), while it is the provider's trial; null
   * otherwise. Kept after the stretch is over, like `trial`, until another trial replaces it.
   */
  giftedUntil: Date | null;
  /**
   * The periods a member paused (domain/pauses): none is charged. Kept after the pause is over
   * (pausePhase says so) until another pause or its removal replaces it.
   */
  pause: PauseWindow | null;
  /**
   * A coupon's discount on the invoices of its product for periods starting from `startsAt` and
   * before `endsAt` (null: forever). Kept after it ran out, like Stripe's discount.
   */
  discount: SubscriptionDiscount | null;
}

export interface SubscriptionDiscount {
  couponId: string;
  startsAt: Date;
  endsAt: Date | null;
}

export interface InvoiceSnapshot {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  /** What was charged (a renewal, the first month, or an upgrade's prorated difference). */
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  paidAt: Date | null;
  /** Charge attempts so far; above 0 on an open invoice means a renewal failed. */
  attemptCount: number;
  nextPaymentAttemptAt: Date | null;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update" | "other";
  number: string | null;
  hostedUrl: string | null;
  /** The coupon that discounted it, if any (an offer's). */
  couponId: string | null;
}

export interface RefundSnapshot {
  id: string;
  /** The invoice whose payment is refunded; null for a one-off payment. */
  invoiceId: string | null;
  /** The one-off payment refunded (OneOffPayment.id), when it was not an invoice's. */
  paymentId: string | null;
  amountCents: number;
  status: "pending" | "succeeded" | "failed" | "canceled" | "requires_action";
  createdAt: Date;
}

export interface DisputeSnapshot {
  id: string;
  /** The invoice whose payment is disputed; null for a one-off payment. */
  invoiceId: string | null;
  /** The one-off payment disputed (OneOffPayment.id), when it was not an invoice's. */
  paymentId: string | null;
  amountCents: number;
  /** Funds come back only when the dispute is won. */
  status:
    | "warning_needs_response"
    | "warning_under_review"
    | "warning_closed"
    | "needs_response"
    | "under_review"
    | "won"
    | "lost"
    | "prevented";
  createdAt: Date;
}

export interface PayoutAccountSnapshot {
  id: string;
  status: "pending" | "verified" | "restricted";
}

/** Where both providers keep the end of extendFreePeriod's free stretch on a subscription (an ISO time). */
export const GIFTED_UNTIL_METADATA_KEY = "giftedUntil";

/**
 * SubscriptionSnapshot.giftedUntil from the subscription's metadata and its trial's end: the stretch, while the
 * provider's trial is still the one extendFreePeriod set (the same second; Stripe counts whole seconds).
 */
export function giftedUntilOf(metadata: Record<string, string>, trialEnd: Date | null): Date | null {
  const value = metadata[GIFTED_UNTIL_METADATA_KEY];
  if (!value || !trialEnd) return null;
  const giftedUntil = new Date(value);
  if (Number.isNaN(giftedUntil.getTime())) return null;
  const second = (date: Date) => Math.floor(date.getTime() / 1000);
  return second(giftedUntil) === second(trialEnd) ? trialEnd : null;
}

/** What a snapshot's `metadata` shows: what we attached at creation, without the gifted stretch's key. */
export function withoutGiftedUntil(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => key !== GIFTED_UNTIL_METADATA_KEY));
}

/** The card was refused; nothing was changed. */
export class PaymentDeclinedError extends Error {
  constructor(message = "Your card was declined.") {
    super(message);
    this.name = "PaymentDeclinedError";
  }
}

/** The webhook's signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;

  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;

  /** A monthly or yearly USD price for a creator's tier; the product is created too when productId is null. */
  createPrice(input: {
    productId: string | null;
    productName: string;
    creatorId: string;
    tier: PaidTier;
    interval: BillingInterval;
    amountCents: number;
  }): Promise<{ productId: string; priceId: string }>;

  /**
   * A hosted checkout for one monthly or yearly subscription (the price's interval), perhaps after a
   * free trial. The charge is a destination charge: the creator's connected account receives
   * `creatorSharePercent` of every invoice.
   */
  createCheckoutSession(input: {
    customerId: string;
    priceId: string;
    destinationAccountId: string;
    creatorSharePercent: number;
    /** A free trial in days (0: none): the card is taken now and first charged when it ends. */
    trialDays: number;
    /** A coupon (createCoupon) the subscription starts with: its first invoice is discounted already. */
    couponId: string | null;
    /** Absolute; may contain {CHECKOUT_SESSION_ID}, which the provider fills in. */
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    /** The same key within the provider's window returns the same session. */
    idempotencyKey: string;
  }): Promise<CheckoutSessionSnapshot>;
  /**
   * A hosted checkout for one payment of a fixed amount (a tip). A destination charge too: the
   * platform keeps `platformFeeCents` (its 30%) as an application fee, the creator gets the rest.
   */
  createPaymentCheckout(input: {
    customerId: string;
    amountCents: number;
    platformFeeCents: number;
    /** What the follower's statement and the checkout page call it ("Tip for Maya Strong"). */
    description: string;
    destinationAccountId: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CheckoutSessionSnapshot>;
  getCheckoutSession(id: string): Promise<CheckoutSessionSnapshot>;
  /**
   * The checkout session that made this one-off payment (null if none did), so a refund or a
   * dispute synced before the payment's own checkout can bring that checkout in first.
   */
  checkoutOfPayment(paymentId: string): Promise<string | null>;
  /** Ends an open session; answers its final state (it may have completed meanwhile). */
  expireCheckoutSession(id: string): Promise<CheckoutSessionSnapshot>;

  getSubscription(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Moves to a higher price now and charges the prorated difference; throws PaymentDeclinedError and changes nothing
   * when the card fails. A price of a longer interval (monthly to yearly) starts a new period now, as Stripe does:
   * the whole new price is charged, less the unused time of the old one.
   */
  upgradeSubscription(id: string, priceId: string): Promise<SubscriptionSnapshot>;
  /** Bills this price (of either interval) from the next period on; access to the current price stays until then. */
  scheduleDowngrade(id: string, priceId: string): Promise<SubscriptionSnapshot>;
  /** Drops a scheduled downgrade. */
  cancelScheduledChange(id: string): Promise<SubscriptionSnapshot>;
  /** Ends it when the paid period ends; a pause waiting for that end is dropped with it. */
  cancelAtPeriodEnd(id: string): Promise<SubscriptionSnapshot>;
  /** Undoes cancelAtPeriodEnd before the period ends. */
  resumeSubscription(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Ends it at once: a duplicate that slipped through (the follower is refunded the unused time by the provider's
   * rules), or a paused membership, whose current period nobody paid for (`prorate: false`: nothing to give back).
   */
  cancelNow(id: string, options?: { prorate: boolean }): Promise<SubscriptionSnapshot>;

  /**
   * Charges nothing for the periods of `window` (a monthly plan; it starts at the current period's end), then
   * bills again by itself. Stripe: `pause_collection` with `behavior: void`.
   */
  pauseSubscription(id: string, window: PauseWindow): Promise<SubscriptionSnapshot>;
  /**
   * Drops the pause. Before it began nothing else changes; during it, a new monthly period starts now and is
   * charged in full (PaymentDeclinedError and nothing changed when the card fails).
   */
  endPause(id: string): Promise<SubscriptionSnapshot>;

  /**
   * A discount on one product's invoices, for the first `months` months after it is applied or
   * forever (null): an offer's terms. Stripe: a coupon with `applies_to.products`.
   */
  createCoupon(input: {
    productId: string;
    discount: OfferDiscount;
    months: number | null;
    /** Offer and product: the same key returns the same coupon. */
    idempotencyKey: string;
  }): Promise<{ couponId: string }>;
  /**
   * Puts a coupon on a subscription from now on: the invoices after this one (the current period is
   * paid) are discounted while it lasts. A retention offer. Stripe: `discounts` on the subscription.
   */
  applyCoupon(id: string, couponId: string): Promise<SubscriptionSnapshot>;

  /**
   * Charges nothing until `until` (later than the current period's end) while access stays as it is, then bills
   * again at its price and interval: a gift's months on top of a paid membership. Stripe: `trial_end` with
   * `proration_behavior: "none"` and `metadata.giftedUntil`; the snapshot reports the stretch as `giftedUntil` (and,
   * as the provider shows it, as a trial).
   */
  extendFreePeriod(id: string, until: Date): Promise<SubscriptionSnapshot>;

  /**
   * Refunds a one-off payment (OneOffPayment.id, e.g. a gift's) in full, taking back both the platform's
   * application fee and the creator's share. The same key answers the same refund.
   */
  refundPayment(input: { paymentId: string; idempotencyKey: string }): Promise<RefundSnapshot>;

  /** The provider's page for the customer's card, invoices and cancellations. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  getInvoice(id: string): Promise<InvoiceSnapshot>;
  getRefund(id: string): Promise<RefundSnapshot>;
  getDispute(id: string): Promise<DisputeSnapshot>;

  createConnectedAccount(input: { creatorId: string; email: string; country: string }): Promise<string>;
  /** The provider's onboarding page for an account not yet verified. */
  createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  /** The provider's dashboard for a verified account (payouts, bank details). */
  createDashboardLink(accountId: string): Promise<{ url: string }>;
  getAccount(id: string): Promise<PayoutAccountSnapshot>;

  /** Checks the signature on the raw body and names the object the event is about. */
  parseWebhook(endpoint: WebhookEndpoint, rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}
