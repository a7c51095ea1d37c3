// The built-in sandbox payment provider: it keeps its own books in the database (sandbox_*
// tables), serves its own checkout, portal and onboarding pages (features/sandbox) and runs a
// billing clock. Each change is announced as an event and fed to the same billing sync as
// Stripe's webhooks, so the product cannot tell the two apart.
import { desc, eq } from "drizzle-orm";
import { addInterval, proratedUpgradeCents } from "../../../domain/billing";
import { discountEndsAt } from "../../../domain/offers";
import { pausePhase } from "../../../domain/pauses";
import type { SandboxClockView } from "../../../domain/sandbox-payments";
import type { Database, Transaction } from "../../db/client";
import {
  sandboxAccounts,
  sandboxCheckoutSessions,
  sandboxCoupons,
  sandboxCustomers,
  sandboxInvoices,
  sandboxLinks,
  sandboxPayments,
  sandboxPrices,
  sandboxRefunds,
} from "../../db/schema";
import type { Logger } from "../../lib/logger";
import {
  GIFTED_UNTIL_METADATA_KEY,
  PaymentDeclinedError,
  WebhookSignatureError,
  type CheckoutSessionSnapshot,
  type PaymentEvent,
  type PaymentProvider,
  type PayoutAccountSnapshot,
} from "./index";
import {
  billCustomer,
  describePrice,
  findCoupon,
  findCustomer,
  findSubscription,
  lockCustomer,
  periodCharge,
  SandboxNotFoundError,
  updateSubscription,
} from "./sandbox/books";
import { runBillingCycle } from "./sandbox/billing-cycle";
import { canCharge } from "./sandbox/charges";
import { advanceClock, clockView, sandboxNow } from "./sandbox/clock";
import { deliverPendingEvents, emitEvent, type EventSink } from "./sandbox/events";
import { sandboxId, secretSandboxId } from "./sandbox/ids";
import { checkoutSnapshot, invoiceSnapshot, refundSnapshot, subscriptionSnapshot } from "./sandbox/snapshots";

const HOUR_MS = 3_600_000;
/** Stripe's checkout sessions last 24 hours; its portal and account links minutes. Links here last an hour. */
const CHECKOUT_LIFETIME_MS = 24 * HOUR_MS;
const LINK_LIFETIME_MS = HOUR_MS;
/** What dropping a pause writes: the window goes with it. */
const noPause = { pauseStartsAt: null, pauseResumesAt: null };

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  readonly db: Database;
  readonly publicUrl: string;
  /** Where events go: the billing sync. Set once the app is wired. */
  setEventSink(sink: EventSink): void;
  /** Runs the billing cycle up to the sandbox clock's now and delivers what it announced. */
  runBillingCycle(): Promise<Awaited<ReturnType<typeof runBillingCycle>>>;
  advanceClock(days: number): Promise<SandboxClockView>;
  clock(): Promise<SandboxClockView>;
  /** Delivers events not yet taken (after a failed delivery). */
  deliverEvents(): Promise<number>;
  /**
   * Runs a change, then delivers the events it announced. The sandbox's own pages wait for the
   * delivery, so the follower comes back to a synced membership; calls from the billing feature
   * do not, since billing syncs what it changed itself and may hold the locks the delivery needs.
   */
  change<T>(work: (tx: Transaction) => Promise<T>, delivery?: "wait" | "background"): Promise<T>;
}

export function createSandboxProvider(options: { db: Database; publicUrl: string; logger: Logger }): SandboxProvider {
  const { db, publicUrl, logger } = options;
  let sink: EventSink | null = null;

  const deliverEvents = () =>
    deliverPendingEvents(db, sink, (error, eventId) =>
      logger.warn({ err: error, eventId }, "sandbox event delivery failed; it is retried"),
    );

  async function change<T>(
    work: (tx: Transaction) => Promise<T>,
    delivery: "wait" | "background" = "background",
  ): Promise<T> {
    const result = await db.transaction(work);
    if (delivery === "wait") await deliverEvents();
    else
      void deliverEvents().catch((error: unknown) =>
        logger.warn({ err: error }, "sandbox event delivery failed; it is retried"),
      );
    return result;
  }

  async function checkoutSession(id: string) {
    const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
    if (!row) throw new SandboxNotFoundError("checkout session", id);
    return row;
  }

  /** The session in the interface's words, with the one-off payment it made, if any. */
  async function sessionSnapshot(row: typeof sandboxCheckoutSessions.$inferSelect) {
    if (!row.paymentId) return checkoutSnapshot(row, publicUrl);
    const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, row.paymentId));
    return checkoutSnapshot(row, publicUrl, payment ?? null);
  }

  /**
   * A new checkout session (a subscription's or a one-off payment's, as `values` say), or the one
   * an earlier call with the same idempotency key made, answered again as Stripe does.
   */
  async function createSession(
    input: {
      idempotencyKey: string;
      customerId: string;
      destinationAccountId: string;
      successUrl: string;
      cancelUrl: string;
      metadata: Record<string, string>;
    },
    values: Partial<typeof sandboxCheckoutSessions.$inferInsert>,
  ) {
    const [existing] = await db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey));
    if (existing) return sessionSnapshot(existing);
    const id = secretSandboxId("cs");
    const [row] = await db
      .insert(sandboxCheckoutSessions)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        destinationAccountId: input.destinationAccountId,
        successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
        cancelUrl: input.cancelUrl,
        metadata: input.metadata,
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
        ...values,
      })
      .returning();
    return checkoutSnapshot(row!, publicUrl);
  }

  async function getSubscription(id: string) {
    const row = await findSubscription(db, id);
    const [latest] = await db
      .select({ id: sandboxInvoices.id })
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.subscriptionId, id))
      .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
      .limit(1);
    return subscriptionSnapshot(row, await findCustomer(db, row.customerId), latest?.id ?? null);
  }

  async function getRefund(id: string) {
    const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
    if (!row) throw new SandboxNotFoundError("refund", id);
    return refundSnapshot(row);
  }

  async function runCycle() {
    const outcome = await runBillingCycle(db, await sandboxNow(db));
    await deliverEvents();
    return outcome;
  }

  async function getAccount(id: string) {
    const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    if (!row) throw new SandboxNotFoundError("account", id);
    return accountSnapshot(row);
  }

  const accountSnapshot = (row: typeof sandboxAccounts.$inferSelect): PayoutAccountSnapshot => ({
    id: row.id,
    status: row.status as PayoutAccountSnapshot["status"],
  });

  async function createLink(values: Omit<typeof sandboxLinks.$inferInsert, "id" | "expiresAt">, path: string) {
    const id = secretSandboxId("link");
    await db.insert(sandboxLinks).values({ ...values, id, expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
    return { url: `${publicUrl}/sandbox/${path}/${id}` };
  }

  return {
    name: "sandbox",
    db,
    publicUrl,
    setEventSink(next) {
      sink = next;
    },
    change,
    deliverEvents,
    runBillingCycle: runCycle,
    async advanceClock(days) {
      await advanceClock(db, days);
      await runCycle();
      return clockView(db);
    },
    clock: () => clockView(db),

    async createCustomer({ email, name }) {
      const id = sandboxId("cus");
      await db.insert(sandboxCustomers).values({ id, email, name });
      return id;
    },

    async createPrice({ productId, productName, amountCents, interval }) {
      const priceId = sandboxId("price");
      const product = productId ?? sandboxId("prod");
      await db.insert(sandboxPrices).values({ id: priceId, productId: product, productName, amountCents, interval });
      return { productId: product, priceId };
    },

    createCheckoutSession: (input) =>
      createSession(input, {
        priceId: input.priceId,
        creatorSharePercent: input.creatorSharePercent,
        trialDays: input.trialDays,
        couponId: input.couponId,
      }),

    createPaymentCheckout: (input) =>
      createSession(input, {
        mode: "payment",
        amountCents: input.amountCents,
        description: input.description,
        platformFeeCents: input.platformFeeCents,
      }),

    getCheckoutSession: async (id) => sessionSnapshot(await checkoutSession(id)),

    async checkoutOfPayment(paymentId) {
      const [row] = await db
        .select({ sessionId: sandboxPayments.checkoutSessionId })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      return row?.sessionId ?? null;
    },

    async expireCheckoutSession(id) {
      return change(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxCheckoutSessions)
          .where(eq(sandboxCheckoutSessions.id, id))
          .for("update");
        if (!row) throw new SandboxNotFoundError("checkout session", id);
        if (row.status !== "open") return sessionSnapshot(row);
        await tx.update(sandboxCheckoutSessions).set({ status: "expired" }).where(eq(sandboxCheckoutSessions.id, id));
        await emitEvent(tx, "checkout.session.expired", "checkout_session", id);
        return { ...checkoutSnapshot(row, publicUrl), status: "expired", url: null } satisfies CheckoutSessionSnapshot;
      });
    },

    getSubscription,

    async upgradeSubscription(id, priceId) {
      await change(async (tx) => {
        const subscription = await findSubscription(tx, id, { lock: true });
        // One after another: a transaction is one connection, which runs one query at a time.
        const from = await describePrice(tx, subscription.priceId);
        const to = await describePrice(tx, priceId);
        const now = await sandboxNow(tx);
        await lockCustomer(tx, subscription.customerId);
        // A trial is free whatever the plan: the new price is first charged when it ends. Otherwise, as
        // Stripe does, a price of another interval starts a new period now.
        const isTrialing = subscription.status === "trialing";
        const startsNewPeriod = !isTrialing && from.interval !== to.interval;
        // A new period is billed as any period is, discounted when the coupon covers the new price's
        // product; prorations within the period stay at the list prices, as Stripe's are never discounted.
        const newPeriod = startsNewPeriod ? await periodCharge(tx, subscription, priceId, now) : null;
        const amountCents = isTrialing
          ? 0
          : proratedUpgradeCents({
              fromCents: from.amountCents,
              toCents: newPeriod?.amountCents ?? to.amountCents,
              periodStart: subscription.currentPeriodStart,
              periodEnd: subscription.currentPeriodEnd,
              now,
              startsNewPeriod,
            });
        // Like Stripe's payment_behavior=error_if_incomplete: a refused card changes nothing.
        if (amountCents > 0 && !canCharge(await findCustomer(tx, subscription.customerId), "later"))
          throw new PaymentDeclinedError();
        await billCustomer(tx, {
          customerId: subscription.customerId,
          subscriptionId: id,
          description: to.name,
          amountCents,
          couponId: newPeriod?.couponId ?? null,
          reason: "subscription_update",
          now,
          retryAt: null,
        });
        await updateSubscription(tx, id, {
          priceId,
          scheduledPriceId: null,
          cancelAtPeriodEnd: false,
          ...(startsNewPeriod && {
            currentPeriodStart: now,
            currentPeriodEnd: addInterval(now, to.interval),
          }),
        });
      });
      return getSubscription(id);
    },

    async scheduleDowngrade(id, priceId) {
      await change(async (tx) => {
        await findSubscription(tx, id, { lock: true });
        await updateSubscription(tx, id, { scheduledPriceId: priceId, cancelAtPeriodEnd: false });
      });
      return getSubscription(id);
    },

    async cancelScheduledChange(id) {
      await change(async (tx) => {
        await findSubscription(tx, id, { lock: true });
        await updateSubscription(tx, id, { scheduledPriceId: null });
      });
      return getSubscription(id);
    },

    async cancelAtPeriodEnd(id) {
      await change(async (tx) => {
        const subscription = await findSubscription(tx, id, { lock: true });
        const pauseAhead = subscription.pauseStartsAt && subscription.currentPeriodStart < subscription.pauseStartsAt;
        await updateSubscription(tx, id, {
          cancelAtPeriodEnd: true,
          scheduledPriceId: null,
          ...(pauseAhead && noPause),
        });
      });
      return getSubscription(id);
    },

    async resumeSubscription(id) {
      await change(async (tx) => {
        await findSubscription(tx, id, { lock: true });
        await updateSubscription(tx, id, { cancelAtPeriodEnd: false });
      });
      return getSubscription(id);
    },

    async pauseSubscription(id, window) {
      await change(async (tx) => {
        await findSubscription(tx, id, { lock: true });
        await updateSubscription(tx, id, { pauseStartsAt: window.startsAt, pauseResumesAt: window.resumesAt });
      });
      return getSubscription(id);
    },

    async endPause(id) {
      await change(async (tx) => {
        const subscription = await findSubscription(tx, id, { lock: true });
        const { pauseStartsAt: startsAt, pauseResumesAt: resumesAt } = subscription;
        if (
          !startsAt ||
          !resumesAt ||
          pausePhase({ startsAt, resumesAt }, subscription.currentPeriodStart) !== "paused"
        ) {
          await updateSubscription(tx, id, noPause);
          return;
        }
        // Back from a pause early: as Stripe's billing_cycle_anchor=now, a new period starts today, paid
        // in full (less a discount whose window it starts in).
        const price = await describePrice(tx, subscription.priceId);
        const now = await sandboxNow(tx);
        const charge = await periodCharge(tx, subscription, subscription.priceId, now);
        await lockCustomer(tx, subscription.customerId);
        if (!canCharge(await findCustomer(tx, subscription.customerId), "later")) throw new PaymentDeclinedError();
        await billCustomer(tx, {
          customerId: subscription.customerId,
          subscriptionId: id,
          description: price.name,
          amountCents: charge.amountCents,
          couponId: charge.couponId,
          reason: "subscription_update",
          now,
          retryAt: null,
        });
        await updateSubscription(tx, id, {
          ...noPause,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, price.interval),
        });
      });
      return getSubscription(id);
    },

    // The sandbox refunds nothing, so whether the unused time would be prorated makes no difference here.
    async cancelNow(id) {
      await change(async (tx) => {
        const subscription = await findSubscription(tx, id, { lock: true });
        if (subscription.status !== "canceled") {
          await updateSubscription(
            tx,
            id,
            { status: "canceled", cancelAtPeriodEnd: false, endedAt: await sandboxNow(tx) },
            "customer.subscription.deleted",
          );
        }
      });
      return getSubscription(id);
    },

    async createCoupon({ productId, discount, months, idempotencyKey }) {
      const [created] = await db
        .insert(sandboxCoupons)
        .values({
          id: sandboxId("coupon"),
          idempotencyKey,
          productId,
          percentOff: discount.type === "percent" ? discount.percentOff : null,
          amountOffCents: discount.type === "amount" ? discount.amountOffCents : null,
          durationMonths: months,
        })
        .onConflictDoNothing({ target: sandboxCoupons.idempotencyKey })
        .returning({ id: sandboxCoupons.id });
      if (created) return { couponId: created.id };
      // The same key again (perhaps a concurrent call): the coupon it made.
      const [existing] = await db
        .select({ id: sandboxCoupons.id })
        .from(sandboxCoupons)
        .where(eq(sandboxCoupons.idempotencyKey, idempotencyKey));
      return { couponId: existing!.id };
    },

    async applyCoupon(id, couponId) {
      await change(async (tx) => {
        await findSubscription(tx, id, { lock: true });
        const coupon = await findCoupon(tx, couponId);
        // From now on, replacing any discount it had, as Stripe's `discounts` on an update do.
        const now = await sandboxNow(tx);
        await updateSubscription(tx, id, {
          couponId,
          discountStart: now,
          discountEnd: discountEndsAt(now, coupon.durationMonths),
        });
      });
      return getSubscription(id);
    },

    async extendFreePeriod(id, until) {
      await change(async (tx) => {
        const subscription = await findSubscription(tx, id, { lock: true });
        if (subscription.status === "canceled") throw new Error(`Sandbox subscription ${id} is canceled`);
        if (until.getTime() <= subscription.currentPeriodEnd.getTime())
          throw new Error(
            `A free stretch must end after the current period (${subscription.currentPeriodEnd.toISOString()}), ` +
              `not at ${until.toISOString()}`,
          );
        // As Stripe shows a trial_end set on a paid subscription: trialing from now, the period ending
        // with the stretch; the billing cycle then charges the next period at `until`, as at a trial's end.
        await updateSubscription(tx, id, {
          status: "trialing",
          trialStart: await sandboxNow(tx),
          trialEnd: until,
          currentPeriodEnd: until,
          metadata: { ...subscription.metadata, [GIFTED_UNTIL_METADATA_KEY]: until.toISOString() },
        });
      });
      return getSubscription(id);
    },

    async refundPayment({ paymentId, idempotencyKey }) {
      const refundId = await change(async (tx) => {
        // The payment locked first, so two refunds of it (by one key or two) take turns.
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for("update");
        if (!payment) throw new SandboxNotFoundError("payment", paymentId);
        const [existing] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (existing) {
          // Stripe refuses a key used again for another request.
          if (existing.paymentId !== paymentId)
            throw new Error(`The idempotency key ${idempotencyKey} was used to refund another payment`);
          return existing.id;
        }
        const [refunded] = await tx
          .select({ id: sandboxRefunds.id })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, paymentId));
        if (refunded) throw new Error(`Sandbox payment ${paymentId} has already been refunded (${refunded.id})`);
        const id = sandboxId("re");
        // The whole payment, the platform's fee with the creator's share.
        await tx.insert(sandboxRefunds).values({
          id,
          idempotencyKey,
          paymentId,
          amountCents: payment.amountCents,
          createdAt: await sandboxNow(tx),
        });
        await emitEvent(tx, "refund.created", "refund", id);
        return id;
      });
      return getRefund(refundId);
    },

    async createPortalSession({ customerId, returnUrl }) {
      await findCustomer(db, customerId);
      return createLink({ kind: "portal", customerId, returnUrl }, "portal");
    },

    async getInvoice(id) {
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
      if (!row) throw new SandboxNotFoundError("invoice", id);
      return invoiceSnapshot(row);
    },

    getRefund,

    // The sandbox takes no real money: it refunds a one-off payment when asked (a gift taken back),
    // and nobody ever disputes one.
    getDispute: async (id) => {
      throw new SandboxNotFoundError("dispute", id);
    },

    async createConnectedAccount({ email, country }) {
      const id = sandboxId("acct");
      await db.insert(sandboxAccounts).values({ id, email, country, status: "pending" });
      return id;
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      await getAccount(accountId);
      return createLink({ kind: "onboarding", accountId, returnUrl, refreshUrl }, "onboarding");
    },

    async createDashboardLink(accountId) {
      await getAccount(accountId);
      return createLink(
        { kind: "dashboard", accountId, returnUrl: `${publicUrl}/dashboard/influencer/profile` },
        "onboarding",
      );
    },

    getAccount,

    // Sandbox events never travel over HTTP: they are delivered in-process.
    async parseWebhook(): Promise<PaymentEvent> {
      throw new WebhookSignatureError("The sandbox payment provider sends no webhooks.");
    },
  };
}
