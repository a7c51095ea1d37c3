// One-off payments, as a payment-mode checkout makes them: the payment intent Stripe creates when
// the follower first confirms on the page (not with the session, since API version 2022-08-01),
// a charge per attempt, and on a destination charge the platform's application fee.
import type { ApplicationFeeObject, CheckoutSessionObject, PaymentIntentObject } from "./objects";
import { createCharge, createPaymentMethod, settleAttempt, testCards, type TestCard } from "./payments";
import { update, type FakeState, type PaymentPlan } from "./state";

/**
 * The follower pays a payment-mode session with this card. Paid: the session completes. Declined:
 * it stays open, its payment intent waiting for another card, as on Stripe's page.
 */
export function payCheckoutSession(state: FakeState, session: CheckoutSessionObject, card: TestCard) {
  const plan = state.paymentPlans.get(session.id)!;
  // Without setup_future_usage, Checkout charges the card without saving it to the customer.
  const paymentMethod = createPaymentMethod(state, null, card);
  const paymentIntent = session.payment_intent
    ? state.store.payment_intents.get(session.payment_intent)!
    : createPaymentIntent(state, session, plan, paymentMethod.id);
  session.payment_intent = paymentIntent.id;
  paymentIntent.payment_method = paymentMethod.id;
  const isDeclined = testCards[card].declines;
  const transfer = paymentIntent.transfer_data;
  const charge = createCharge(state, paymentIntent, isDeclined, {
    description: paymentIntent.description,
    metadata: { ...paymentIntent.metadata },
    application_fee_amount: paymentIntent.application_fee_amount,
    transfer_data: transfer ? { amount: transfer.amount ?? null, destination: transfer.destination } : null,
  });
  const fee = isDeclined ? null : collectApplicationFee(state, paymentIntent, charge.id);
  if (fee) charge.application_fee = fee.id;
  settleAttempt(state, paymentIntent, charge);
  if (isDeclined) return;
  // Stripe promises no order among a payment's events; this is the order it usually sends them in.
  if (fee) state.emit("application_fee.created", fee);
  update(session, { status: "complete", payment_status: "paid", url: null });
  state.emit("checkout.session.completed", session);
}

/** Event: payment_intent.created. */
function createPaymentIntent(
  state: FakeState,
  session: CheckoutSessionObject,
  plan: PaymentPlan,
  paymentMethod: string,
): PaymentIntentObject {
  const paymentIntent: PaymentIntentObject = {
    id: state.newId("pi"),
    object: "payment_intent",
    amount: session.amount_total ?? 0,
    amount_received: 0,
    application_fee_amount: plan.applicationFeeAmount,
    created: state.clock,
    currency: session.currency ?? "usd",
    customer: session.customer,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: plan.metadata,
    payment_method: paymentMethod,
    status: "processing",
    transfer_data: plan.destination ? { destination: plan.destination } : null,
  };
  state.store.payment_intents.set(paymentIntent.id, paymentIntent);
  state.emit("payment_intent.created", paymentIntent);
  return paymentIntent;
}

/** A destination charge's application fee: the platform keeps it, the connected account gets the rest. */
function collectApplicationFee(state: FakeState, paymentIntent: PaymentIntentObject, chargeId: string) {
  const destination = paymentIntent.transfer_data?.destination;
  if (paymentIntent.application_fee_amount === null || !destination) return null;
  const fee: ApplicationFeeObject = {
    id: state.newId("fee"),
    object: "application_fee",
    account: destination,
    amount: paymentIntent.application_fee_amount,
    amount_refunded: 0,
    // The payment Stripe makes on the connected account when it transfers the charge there.
    charge: state.newId("py"),
    created: state.clock,
    currency: paymentIntent.currency,
    livemode: false,
    originating_transaction: chargeId,
    refunded: false,
  };
  state.store.application_fees.set(fee.id, fee);
  return fee;
}
