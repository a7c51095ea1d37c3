// The FakeStripe a test holds: the server's lifecycle, the events it emitted, and the controls
// that change objects the way Stripe would between API calls (a completed checkout, a renewal, a
// declined card, a refund, a dispute, an account review), each returning the webhook events
// Stripe would send for that change.
import type Stripe from "stripe";
import { accountStateFields, type PayoutAccountState } from "./accounts";
import { expire } from "./checkout";
import { ApiServer, type RecordedRequest } from "./http";
import {
  collectInvoice,
  createInvoice,
  finalizeInvoice,
  itemLine,
  openInvoiceOf,
  settleInvoice,
  trialLine,
} from "./invoices";
import { itemOf, recurringOf, type DisputeObject } from "./objects";
import { payCheckoutSession } from "./one-off-payments";
import { attemptPayment, createPaymentMethod, paidChargeOf, testCards, type TestCard } from "./payments";
import { refundCharge } from "./refunds";
import { advanceSchedule, release } from "./schedules";
import { sign } from "./signing";
import { FakeState, update, type Store, type StoreItem } from "./state";
import { cancel, createSubscription, passTime, setCancelAtPeriodEnd } from "./subscriptions";
import { DAY, periodEndAfter, sameRecurrence } from "./time";

export class FakeStripe {
  /** Every event emitted, in order, whether a control or an API call caused it. */
  readonly events: Stripe.Event[];
  /** Every API request received, for assertions on what the adapter sent. */
  readonly requests: RecordedRequest[];

  private readonly state: FakeState;
  private readonly api: ApiServer;
  private takenEvents = 0;

  constructor(options: { now?: Date } = {}) {
    this.state = new FakeState(options.now ?? new Date());
    this.api = new ApiServer(this.state);
    this.events = this.state.events;
    this.requests = this.api.requests;
  }

  /** The API base for STRIPE_API_BASE / StripeSettings.apiBase. */
  get url(): string {
    return this.api.url;
  }

  /** The fake's clock (Stripe's "now"), which the controls move forward. */
  get now(): Date {
    return new Date(this.state.clock * 1000);
  }

  async start() {
    await this.api.start();
    return this;
  }

  async stop() {
    await this.api.stop();
  }

  /** Events emitted since the previous call (by API calls and controls alike), in order. */
  takeEvents(): Stripe.Event[] {
    const events = this.events.slice(this.takenEvents);
    this.takenEvents = this.events.length;
    return events;
  }

  /** A copy of a stored object, as Stripe would answer it, for assertions. */
  peek<K extends keyof Store>(collection: K, id: string): StoreItem<K> {
    return structuredClone(this.state.mustGet(collection, id));
  }

  readonly sign = sign;

  // ---- Controls: what happens at Stripe between API calls ----------------------------------

  /**
   * Moves the clock forward, e.g. into the middle of a period before an upgrade. Event:
   * customer.subscription.updated for each pause of collection whose resumes_at is passed.
   */
  advance(seconds: number): Stripe.Event[] {
    return this.state.collect(() => passTime(this.state, this.state.clock + seconds));
  }

  /**
   * The follower pays on the hosted checkout page.
   *
   * Subscription mode: creates the card, the subscription (its first period one billing period of
   * the price from now, a month or a year, or the trial's days; metadata and transfer_data from
   * subscription_data; the session's coupon as its discount from now) and its first invoice, paid
   * ($0 for a trial; less the discount for the coupon's products). Events: payment_method.attached,
   * customer.discount.created (with a coupon), customer.subscription.created, invoice.created,
   * invoice.finalized, charge.succeeded, payment_intent.succeeded, invoice_payment.paid,
   * invoice.paid, invoice.payment_succeeded, checkout.session.completed.
   * A "declined" card is refused on the page: nothing changes and no event is sent (the follower
   * may try another card).
   *
   * Payment mode: creates the payment intent (at the first attempt, with payment_intent_data's
   * fee, destination and metadata) and a charge; the card is not saved to the customer. Paid: the
   * session is complete, payment_status "paid", its payment_intent set. Events: payment_intent.created,
   * charge.succeeded, payment_intent.succeeded, application_fee.created, checkout.session.completed.
   * A "declined" card fails its charge and the session stays open for another card (its payment
   * intent kept). Events: payment_intent.created (first attempt only), charge.failed,
   * payment_intent.payment_failed.
   */
  completeCheckout(sessionId: string, options: { card?: TestCard } = {}): Stripe.Event[] {
    return this.state.collect(() => {
      const session = this.state.mustGet("checkout/sessions", sessionId);
      if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      const card = options.card ?? "visa";
      if (session.mode === "payment") return payCheckoutSession(this.state, session, card);
      if (testCards[card].declines) return;
      const plan = this.state.checkoutPlans.get(sessionId)!;
      const paymentMethod = createPaymentMethod(this.state, session.customer, card);
      const subscription = createSubscription(this.state, session.customer, plan, paymentMethod.id);
      this.state.emit("customer.subscription.created", subscription);
      // A trial's first invoice is $0; the price is first charged at its end (renew()).
      const invoice = createInvoice(this.state, subscription, "subscription_create", [
        subscription.status === "trialing" ? trialLine(this.state, subscription) : itemLine(this.state, subscription),
      ]);
      finalizeInvoice(this.state, invoice);
      attemptPayment(this.state, invoice, false);
      update(session, {
        status: "complete",
        payment_status: "paid",
        subscription: subscription.id,
        invoice: invoice.id,
        url: null,
        amount_subtotal: invoice.amount_due,
        amount_total: invoice.amount_due,
      });
      this.state.emit("checkout.session.completed", session);
    });
  }

  /**
   * 24 hours pass without payment. Event: checkout.session.expired (after payment_intent.canceled
   * when a declined attempt left one).
   */
  expireCheckout(sessionId: string): Stripe.Event[] {
    return this.state.collect(() => {
      const session = this.state.mustGet("checkout/sessions", sessionId);
      if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      passTime(this.state, session.expires_at);
      expire(this.state, session);
    });
  }

  /**
   * The customer replaces the card in the billing portal. Events: payment_method.attached,
   * customer.subscription.updated.
   */
  setCard(subscriptionId: string, card: TestCard): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      const paymentMethod = createPaymentMethod(this.state, subscription.customer, card);
      this.state.updateAndEmit(subscription, () => (subscription.default_payment_method = paymentMethod.id));
    });
  }

  /**
   * The period ends and Stripe renews: the clock moves to the period end, a scheduled phase takes
   * over (or the schedule is released after its last phase), the period advances one billing
   * period of the price now billed (a month, a year; a phase of another interval starts a new
   * billing cycle there) and the cycle invoice is charged at that price, less the subscription's
   * discount when the coupon is for that price's product and the period starts before the discount
   * ends. Events:
   * customer.subscription.updated (and subscription_schedule.released), invoice.created,
   * invoice.finalized, then either charge.succeeded, payment_intent.succeeded,
   * invoice_payment.paid, invoice.paid, invoice.payment_succeeded, or charge.failed,
   * payment_intent.payment_failed, invoice.payment_failed and customer.subscription.updated
   * (past_due). `fail` defaults to whether the card declines.
   *
   * While collection is paused (pause_collection[behavior]=void, before its resumes_at) the cycle
   * invoice is voided instead: nothing is charged, the status stays, the period still advances.
   * Events: customer.subscription.updated, invoice.created, invoice.finalized, invoice.voided. A
   * resumes_at passed on the way clears pause_collection first (customer.subscription.updated).
   */
  renew(subscriptionId: string, options: { fail?: boolean } = {}): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      if (!["active", "past_due", "trialing"].includes(subscription.status))
        throw new Error(`Subscription ${subscriptionId} is ${subscription.status}`);
      if (subscription.cancel_at_period_end)
        throw new Error(`Subscription ${subscriptionId} ends with its period: use endPeriod()`);
      const item = itemOf(subscription);
      const { current_period_start: previousStart, current_period_end: boundary } = item;
      passTime(this.state, boundary);
      this.state.updateAndEmit(subscription, () => {
        const previous = recurringOf(item.price);
        advanceSchedule(this.state, subscription, boundary);
        const recurring = recurringOf(item.price);
        if (!sameRecurrence(previous, recurring)) subscription.billing_cycle_anchor = boundary;
        item.current_period_start = boundary;
        item.current_period_end = periodEndAfter(subscription.billing_cycle_anchor, boundary, recurring);
      });
      const invoice = createInvoice(
        this.state,
        subscription,
        "subscription_cycle",
        [itemLine(this.state, subscription)],
        { start: previousStart, end: boundary },
      );
      finalizeInvoice(this.state, invoice);
      settleInvoice(this.state, subscription, invoice, options.fail);
    });
  }

  /**
   * Stripe tries the open invoice of a past_due subscription again, at its next_payment_attempt.
   * Success: invoice paid events and customer.subscription.updated (active). Failure:
   * charge.failed, payment_intent.payment_failed, invoice.payment_failed.
   */
  retryPayment(subscriptionId: string, options: { fail?: boolean } = {}): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      const invoice = openInvoiceOf(this.state, subscription);
      passTime(this.state, invoice.next_payment_attempt ?? this.state.clock);
      collectInvoice(this.state, subscription, invoice, options.fail);
    });
  }

  /**
   * Stripe's retries are exhausted and the subscription is canceled (the "cancel the
   * subscription" setting). Events: invoice.updated (no further attempt),
   * customer.subscription.deleted (and subscription_schedule.canceled when one was attached).
   */
  giveUp(subscriptionId: string): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      if (subscription.status !== "past_due")
        throw new Error(`Subscription ${subscriptionId} is ${subscription.status}, not past_due`);
      const invoice = openInvoiceOf(this.state, subscription);
      passTime(this.state, invoice.next_payment_attempt ?? this.state.clock);
      this.state.updateAndEmit(invoice, () => (invoice.next_payment_attempt = null), "invoice.updated");
      cancel(this.state, subscription, "payment_failed");
    });
  }

  /** The period of a cancel_at_period_end subscription ends. Event: customer.subscription.deleted. */
  endPeriod(subscriptionId: string): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      if (!subscription.cancel_at_period_end)
        throw new Error(`Subscription ${subscriptionId} is not set to cancel at period end`);
      passTime(this.state, itemOf(subscription).current_period_end);
      cancel(this.state, subscription, "cancellation_requested");
    });
  }

  /**
   * The customer cancels in the billing portal (at the period end, the portal's default).
   * Event: customer.subscription.updated.
   */
  cancelFromPortal(subscriptionId: string): Stripe.Event[] {
    return this.state.collect(() => {
      const subscription = this.state.mustGet("subscriptions", subscriptionId);
      if (subscription.schedule)
        release(this.state, this.state.mustGet("subscription_schedules", subscription.schedule));
      this.state.updateAndEmit(subscription, () => setCancelAtPeriodEnd(this.state, subscription, true));
    });
  }

  /**
   * The platform refunds a charge from the Dashboard (all that is left when no amount is given):
   * an invoice's, or a one-off payment's by its payment intent id. The application fee stays with
   * the platform, Stripe's default. Events: refund.created, charge.refunded (whose charge no
   * longer embeds refunds).
   */
  refund(invoiceOrPaymentIntentId: string, amount?: number): Stripe.Event[] {
    return this.state.collect(() => {
      const charge = paidChargeOf(this.state, invoiceOrPaymentIntentId);
      const refundable = charge.amount - charge.amount_refunded;
      const refunded = amount ?? refundable;
      if (refunded <= 0 || refunded > refundable)
        throw new Error(`Cannot refund ${refunded} of ${refundable} left on ${charge.id}`);
      refundCharge(this.state, charge, refunded, {
        reason: "requested_by_customer",
        reverseTransfer: false,
        refundApplicationFee: false,
      });
    });
  }

  /**
   * The cardholder disputes a charge (status needs_response): an invoice's, or a one-off
   * payment's by its payment intent id. Events: charge.dispute.created,
   * charge.dispute.funds_withdrawn; their object is the dispute.
   */
  dispute(invoiceOrPaymentIntentId: string): Stripe.Event[] {
    return this.state.collect(() => {
      const charge = paidChargeOf(this.state, invoiceOrPaymentIntentId);
      const dispute: DisputeObject = {
        id: this.state.newId("dp"),
        object: "dispute",
        amount: charge.amount,
        balance_transactions: [],
        charge: charge.id,
        created: this.state.clock,
        currency: charge.currency,
        evidence_details: {
          due_by: this.state.clock + 7 * DAY,
          has_evidence: false,
          past_due: false,
          submission_count: 0,
        },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
      };
      this.state.store.disputes.set(dispute.id, dispute);
      charge.disputed = true;
      this.state.emit("charge.dispute.created", dispute);
      this.state.emit("charge.dispute.funds_withdrawn", dispute);
    });
  }

  /**
   * A day later the card network decides. Events: charge.dispute.closed (and charge.dispute.funds_reinstated when won).
   */
  closeDispute(disputeId: string, outcome: "won" | "lost"): Stripe.Event[] {
    return this.state.collect(() => {
      const dispute = this.state.mustGet("disputes", disputeId);
      passTime(this.state, this.state.clock + DAY);
      dispute.status = outcome;
      this.state.emit("charge.dispute.closed", dispute);
      if (outcome === "won") this.state.emit("charge.dispute.funds_reinstated", dispute);
    });
  }

  /**
   * Stripe reviews a connected account: "pending" (form submitted, being verified), "verified"
   * (charges and payouts enabled) or "restricted" (more information past due). Event:
   * account.updated, with `account` set as on every Connect event.
   */
  updateAccount(accountId: string, accountState: PayoutAccountState): Stripe.Event[] {
    return this.state.collect(() => {
      const account = this.state.mustGet("accounts", accountId);
      this.state.updateAndEmit(
        account,
        () => update(account, accountStateFields(accountState)),
        "account.updated",
        accountId,
      );
    });
  }
}

/** A started fake; call stop() when done. */
export async function startFakeStripe(options: { now?: Date } = {}) {
  return new FakeStripe(options).start();
}
