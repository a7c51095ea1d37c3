// Card payments through Stripe (API version 2026-10-28): hosted Checkout for monthly and yearly
// subscriptions and one-off payments (tips), destination charges to the creator's Express
// account, and webhooks.
import Stripe from "stripe";
import { pausePhase } from "../../../domain/pauses";
import type { StripeSettings } from "../../config";
import {
  GIFTED_UNTIL_METADATA_KEY,
  PaymentDeclinedError,
  WebhookSignatureError,
  type PaymentProvider,
  type WebhookEndpoint,
} from "./index";
import { paymentEventOf } from "./stripe-events";
import {
  checkoutSessionSnapshot,
  disputeSnapshot,
  firstItem,
  idOf,
  invoiceSnapshot,
  pauseMetadataKeys,
  payoutAccountSnapshot,
  refundSnapshot,
  subscriptionSnapshot,
} from "./stripe-snapshots";

/** What subscriptionSnapshot reads beyond the subscription itself. */
const SUBSCRIPTION_EXPAND = ["default_payment_method", "schedule", "discounts"];
/** What invoiceSnapshot reads beyond the invoice itself: the discounts behind its discount amounts. */
const INVOICE_EXPAND = ["total_discount_amounts.discount"];
/** What checkoutSessionSnapshot reads of a paid one-off payment: its amount, and when it was charged. */
const CHECKOUT_EXPAND = ["payment_intent.latest_charge"];

const DAY_SECONDS = 86_400;
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Drops a pause: collection and the window kept in metadata ("" unsets either in Stripe). */
const NO_PAUSE: Pick<Stripe.SubscriptionUpdateParams, "pause_collection" | "metadata"> = {
  pause_collection: "",
  metadata: { [pauseMetadataKeys.startsAt]: "", [pauseMetadataKeys.resumesAt]: "" },
};

/** A card error from Stripe is a declined payment; with error_if_incomplete Stripe then changed nothing. */
async function orDeclined<T>(change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError();
    throw error;
  }
}

/** How old a webhook's signature may be, in seconds: Stripe's own default. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Most calls run while a follower waits (checkout, plan change), so a Stripe that stops
 * answering fails the request in seconds rather than the SDK's default 80. Two retries, with the
 * SDK's idempotency keys, ride out a dropped connection or a 5xx without charging twice.
 */
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_NETWORK_RETRIES = 2;

function clientOptions(apiBase: URL | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    // Pinned: the snapshots read fields where this version puts them (periods on items, ...).
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
  };
  if (!apiBase) return options;
  const protocol = apiBase.protocol === "http:" ? "http" : "https";
  return {
    ...options,
    protocol,
    // URL keeps an IPv6 host in brackets; Node's http wants it bare.
    host: apiBase.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: apiBase.port || (protocol === "http" ? 80 : 443),
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  const webhookSecrets: Record<WebhookEndpoint, string> = {
    platform: settings.webhookSecret,
    connect: settings.connectWebhookSecret,
  };

  async function retrieveSubscription(id: string) {
    return stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND });
  }

  async function getCheckoutSession(id: string) {
    return checkoutSessionSnapshot(await stripe.checkout.sessions.retrieve(id, { expand: CHECKOUT_EXPAND }));
  }

  async function getSubscription(id: string) {
    return subscriptionSnapshot(await retrieveSubscription(id));
  }

  async function updateSubscription(id: string, params: Stripe.SubscriptionUpdateParams) {
    return subscriptionSnapshot(await stripe.subscriptions.update(id, { ...params, expand: SUBSCRIPTION_EXPAND }));
  }

  /** Hands the subscription back from its schedule, so a direct change is not undone by a later phase. */
  async function releaseSchedule(subscription: Stripe.Subscription) {
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
    return scheduleId !== null;
  }

  /** The invoice a payment intent paid, through the invoice payments that replaced invoice.charge. */
  async function invoiceOfPaymentIntent(paymentIntent: string | { id: string } | null) {
    const paymentIntentId = idOf(paymentIntent);
    if (!paymentIntentId) return null;
    const payments = await stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: paymentIntentId },
      limit: 1,
    });
    return idOf(payments.data[0]?.invoice);
  }

  /** A schedule whose phase in progress ends with the current period, then bills `priceId` for one period. */
  async function scheduleDowngrade(id: string, priceId: string) {
    const [subscription, price] = await Promise.all([retrieveSubscription(id), stripe.prices.retrieve(priceId)]);
    if (!price.recurring) throw new Error(`Expected a recurring price to downgrade to, not ${priceId}`);
    const item = firstItem(subscription);
    // A phase given no discounts takes the customer's (none), so the subscription would lose an
    // offer's discount: both phases keep the one it has, with its own start and end.
    const discounts = subscription.discounts.map((discount) => ({ discount: idOf(discount) }));
    const keepDiscounts = discounts.length > 0 ? { discounts } : {};
    // from_subscription cannot be combined with phases, so the schedule is made, then shaped.
    const schedule =
      subscription.schedule && typeof subscription.schedule !== "string"
        ? subscription.schedule
        : await stripe.subscriptionSchedules.create({ from_subscription: id });
    await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: "release",
      proration_behavior: "none",
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          // Stripe refuses to move the start of the phase in progress.
          start_date: schedule.current_phase?.start_date ?? item.current_period_start,
          end_date: item.current_period_end,
          // A phase is a trial only when it says so: the one in progress keeps the subscription's
          // trial (a free trial, or a gift's stretch), which ends with it.
          ...(subscription.status === "trialing" && subscription.trial_end
            ? { trial_end: subscription.trial_end }
            : {}),
          ...keepDiscounts,
        },
        // `iterations` is gone from this API version; a phase says how long it lasts instead: one
        // period of the new price (a month or a year), after which the schedule lets go.
        {
          items: [{ price: priceId, quantity: 1 }],
          duration: { interval: price.recurring.interval, interval_count: price.recurring.interval_count },
          ...keepDiscounts,
        },
      ],
    });
    return getSubscription(id);
  }

  /**
   * Stripe refuses to expire or cancel what already ended. The caller wants the final state,
   * so such a refusal answers that state, and any other failure still throws.
   */
  async function orFinalState<T>(change: () => Promise<T>, current: () => Promise<T>, isFinal: (value: T) => boolean) {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const state = await current();
      if (!isFinal(state)) throw error;
      return state;
    }
  }

  return {
    name: "stripe",

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        // One Stripe customer per user, even when two first checkouts race.
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createPrice({ productId, productName, creatorId, tier, interval, amountCents }) {
      const metadata = { creatorId, tier };
      const product = productId ?? (await stripe.products.create({ name: productName, metadata })).id;
      const price = await stripe.prices.create({
        product,
        unit_amount: amountCents,
        currency: "usd",
        recurring: { interval },
        metadata,
      });
      return { productId: product, priceId: price.id };
    },

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          subscription_data: {
            metadata: input.metadata,
            // A destination charge: the creator's account receives its share of every invoice.
            transfer_data: { destination: input.destinationAccountId, amount_percent: input.creatorSharePercent },
            // Checkout takes the card even for a trial (payment_method_collection defaults to "always").
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
          // The subscription starts with the coupon's discount: its first invoice is discounted already.
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return checkoutSessionSnapshot(session);
    },

    async createPaymentCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer: input.customerId,
          line_items: [
            {
              price_data: {
                currency: "usd",
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          payment_intent_data: {
            // A destination charge: the creator's account receives the payment less the platform's fee.
            application_fee_amount: input.platformFeeCents,
            transfer_data: { destination: input.destinationAccountId },
            metadata: input.metadata,
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      // A new session is open and unpaid (its payment intent comes at confirmation): nothing to expand.
      return checkoutSessionSnapshot(session);
    },

    getCheckoutSession,

    async checkoutOfPayment(paymentId) {
      // A payment-mode session names the payment intent it made; Stripe lists sessions by it.
      const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 });
      return sessions.data[0]?.id ?? null;
    },

    async expireCheckoutSession(id) {
      return orFinalState(
        async () => checkoutSessionSnapshot(await stripe.checkout.sessions.expire(id, { expand: CHECKOUT_EXPAND })),
        () => getCheckoutSession(id),
        (session) => session.status !== "open",
      );
    },

    getSubscription,

    async upgradeSubscription(id, priceId) {
      const subscription = await retrieveSubscription(id);
      // A schedule still attached here only holds the last phase of a downgrade already in effect
      // (same price as now), so releasing it first changes nothing that is billed.
      await releaseSchedule(subscription);
      return orDeclined(() =>
        updateSubscription(id, {
          items: [{ id: firstItem(subscription).id, price: priceId }],
          // Same interval: the difference for the rest of the period. A longer interval resets the
          // billing cycle anchor to now: the whole new price, less the old price's unused time.
          proration_behavior: "always_invoice",
          // Charge the prorated difference now, and refuse the whole change when the card fails.
          payment_behavior: "error_if_incomplete",
          cancel_at_period_end: false,
        }),
      );
    },

    scheduleDowngrade,

    async cancelScheduledChange(id) {
      const subscription = await retrieveSubscription(id);
      return (await releaseSchedule(subscription)) ? getSubscription(id) : subscriptionSnapshot(subscription);
    },

    async cancelAtPeriodEnd(id) {
      const subscription = await retrieveSubscription(id);
      // Stripe refuses cancellation changes on a subscription a schedule manages.
      await releaseSchedule(subscription);
      // A pause that has not begun would start when the membership ends: it goes with it. One that
      // has begun stays, so the sync still reads the unpaid period as paused until it ends.
      const { pause, currentPeriodStart } = subscriptionSnapshot(subscription);
      const dropsPause = pause !== null && pausePhase(pause, currentPeriodStart) === "scheduled";
      return updateSubscription(id, { cancel_at_period_end: true, ...(dropsPause ? NO_PAUSE : {}) });
    },

    async resumeSubscription(id) {
      const subscription = await retrieveSubscription(id);
      // Nothing to undo; and Stripe refuses even a no-op cancellation change while a schedule
      // (a pending downgrade) manages the subscription.
      if (!subscription.cancel_at_period_end) return subscriptionSnapshot(subscription);
      return updateSubscription(id, { cancel_at_period_end: false });
    },

    async cancelNow(id, options) {
      const prorate = options?.prorate ?? true;
      return orFinalState(
        async () =>
          subscriptionSnapshot(await stripe.subscriptions.cancel(id, { prorate, expand: SUBSCRIPTION_EXPAND })),
        () => getSubscription(id),
        (subscription) => subscription.status === "canceled",
      );
    },

    async pauseSubscription(id, window) {
      return updateSubscription(id, {
        pause_collection: {
          behavior: "void",
          // Stripe collects again only *after* resumes_at, and the renewal that must be charged is
          // made exactly at window.resumesAt; a day earlier is safely between two monthly renewals.
          resumes_at: toUnix(window.resumesAt) - DAY_SECONDS,
        },
        metadata: {
          [pauseMetadataKeys.startsAt]: String(toUnix(window.startsAt)),
          [pauseMetadataKeys.resumesAt]: String(toUnix(window.resumesAt)),
        },
      });
    },

    async endPause(id) {
      const subscription = await retrieveSubscription(id);
      const { pause, currentPeriodStart } = subscriptionSnapshot(subscription);
      // Not begun (or over, or none): unsetting it is all; the paid period and its renewal stay as they are.
      if (!pause || pausePhase(pause, currentPeriodStart) !== "paused") return updateSubscription(id, NO_PAUSE);
      // Back during the pause: the unpaid period gives nothing back, and a new month starts now,
      // charged in full; a refused card refuses the whole update, so the member stays paused.
      return orDeclined(() =>
        updateSubscription(id, {
          ...NO_PAUSE,
          // Since API version 2026-09-30 an object, no longer billing_cycle_anchor: "now".
          billing_cycle_anchor: { type: "now" },
          proration_behavior: "none",
          payment_behavior: "error_if_incomplete",
        }),
      );
    },

    async createCoupon({ productId, discount, months, idempotencyKey }) {
      const coupon = await stripe.coupons.create(
        {
          ...(discount.type === "percent"
            ? { percent_off: discount.percentOff }
            : { amount_off: discount.amountOffCents, currency: "usd" }),
          ...(months === null ? { duration: "forever" } : { duration: "repeating", duration_in_months: months }),
          // Only the tier's own invoices: a member who moves to another tier pays its full price.
          applies_to: { products: [productId] },
        },
        { idempotencyKey },
      );
      return { couponId: coupon.id };
    },

    async applyCoupon(id, couponId) {
      // The period in progress is paid already: the discount starts with the next invoice.
      return updateSubscription(id, { discounts: [{ coupon: couponId }], proration_behavior: "none" });
    },

    async extendFreePeriod(id, until) {
      const subscription = await retrieveSubscription(id);
      const { currentPeriodEnd, scheduledPriceId } = subscriptionSnapshot(subscription);
      if (until.getTime() <= currentPeriodEnd.getTime())
        throw new Error(
          `A free stretch must end after the current period (${currentPeriodEnd.toISOString()}), not at ${until.toISOString()}`,
        );
      // A schedule's phases end with the period the stretch replaces, so a downgrade waiting for that
      // end would take over in the middle of it: the schedule lets go, and the downgrade is scheduled
      // again for the stretch's end.
      await releaseSchedule(subscription);
      // A trial on a paid subscription: nothing is charged until it ends, then the price is billed from
      // there (the billing cycle anchor moves to it). No proration: the paid time is not given back.
      const extended = await updateSubscription(id, {
        trial_end: toUnix(until),
        proration_behavior: "none",
        metadata: { [GIFTED_UNTIL_METADATA_KEY]: until.toISOString() },
      });
      return scheduledPriceId ? scheduleDowngrade(id, scheduledPriceId) : extended;
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async getInvoice(id) {
      return invoiceSnapshot(await stripe.invoices.retrieve(id, { expand: INVOICE_EXPAND }));
    },

    async getRefund(id) {
      const refund = await stripe.refunds.retrieve(id);
      return refundSnapshot(refund, await invoiceOfPaymentIntent(refund.payment_intent));
    },

    async refundPayment({ paymentId, idempotencyKey }) {
      // A destination charge refunded whole: the transfer to the creator's account is reversed and the
      // platform's application fee given back, so both shares come back to the buyer.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, reverse_transfer: true, refund_application_fee: true },
        { idempotencyKey },
      );
      // A one-off payment's: no invoice paid it.
      return refundSnapshot(refund, null);
    },

    async getDispute(id) {
      const dispute = await stripe.disputes.retrieve(id);
      return disputeSnapshot(dispute, await invoiceOfPaymentIntent(dispute.payment_intent));
    },

    async createConnectedAccount({ creatorId, email, country }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          country,
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { creatorId },
        },
        // One payout account per creator, even when the setup button is pressed twice.
        { idempotencyKey: `account-${creatorId}` },
      );
      return account.id;
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return { url: link.url };
    },

    async createDashboardLink(accountId) {
      const link = await stripe.accounts.createLoginLink(accountId);
      return { url: link.url };
    },

    async getAccount(id) {
      return payoutAccountSnapshot(await stripe.accounts.retrieve(id));
    },

    async parseWebhook(endpoint, rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          webhookSecrets[endpoint],
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        // A wrong secret, a forged or stale signature, or a body that is not the signed one.
        throw new WebhookSignatureError();
      }
      return paymentEventOf(event, async (chargeId) => {
        const refunds = await stripe.refunds.list({ charge: chargeId, limit: 1 });
        return refunds.data[0]?.id ?? null;
      });
    },
  };
}
