// Refunds: the API's (a payment intent's or a charge's, in full or in part; on a destination
// charge perhaps reversing the transfer and giving back the application fee, with an idempotency
// key like any POST) and the Dashboard's, which the test control makes; both are recorded and
// announced the same way.
import { invalidRequest, noSuch } from "./errors";
import type { ChargeObject, RefundObject } from "./objects";
import { checkParams, type Reader, type Spec } from "./params";
import type { FakeState } from "./state";

const refundParams: Spec = {
  payment_intent: true,
  charge: true,
  amount: true,
  reason: true,
  reverse_transfer: true,
  refund_application_fee: true,
  metadata: "map",
  expand: [true],
};

/** POST /v1/refunds. */
export function createRefund(state: FakeState, params: Reader) {
  checkParams(params.params, refundParams);
  const paymentIntentId = params.text("payment_intent");
  const chargeId = params.text("charge");
  if ((paymentIntentId === undefined) === (chargeId === undefined))
    throw invalidRequest("You must pass exactly one of `charge` or `payment_intent`.");
  const charge = paymentIntentId ? succeededChargeOf(state, paymentIntentId) : chargeNamed(state, chargeId!);
  const reverseTransfer = params.flag("reverse_transfer") ?? false;
  const refundApplicationFee = params.flag("refund_application_fee") ?? false;
  if (reverseTransfer && !charge.transfer_data)
    throw invalidRequest("You can only reverse the transfer of a destination charge.", "reverse_transfer");
  if (refundApplicationFee && !charge.application_fee)
    throw invalidRequest(`Charge ${charge.id} has no application fee to refund.`, "refund_application_fee");
  if (charge.refunded)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
  const refundable = charge.amount - charge.amount_refunded;
  const amount = params.integer("amount") ?? refundable;
  if (amount <= 0) throw invalidRequest("Invalid positive integer", "amount");
  if (amount > refundable)
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(refundable / 100).toFixed(2)})`,
      "amount",
      "amount_too_large",
    );
  return refundCharge(state, charge, amount, {
    reason: params.oneOf("reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null,
    metadata: params.metadata(),
    reverseTransfer,
    refundApplicationFee,
  });
}

/**
 * Refunds `amount` of the charge. A reversed transfer takes the creator's share back from the
 * connected account (the fake keeps only the reversal's id); a refunded application fee gives
 * back the platform's fee in proportion to the amount. Events: refund.created, charge.refunded
 * (whose charge no longer embeds refunds), then application_fee.refunded when the fee is.
 */
export function refundCharge(
  state: FakeState,
  charge: ChargeObject,
  amount: number,
  options: {
    reason: RefundObject["reason"];
    metadata?: RefundObject["metadata"];
    reverseTransfer: boolean;
    refundApplicationFee: boolean;
  },
) {
  const refund: RefundObject = {
    id: state.newId("re"),
    object: "refund",
    amount,
    balance_transaction: state.newId("txn"),
    charge: charge.id,
    created: state.clock,
    currency: charge.currency,
    metadata: options.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: options.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: options.reverseTransfer ? state.newId("trr") : null,
  };
  state.store.refunds.set(refund.id, refund);
  state.emit("refund.created", refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  state.emit("charge.refunded", charge);
  const fee =
    options.refundApplicationFee && charge.application_fee && state.store.application_fees.get(charge.application_fee);
  if (fee) {
    // In proportion to the amount refunded; all that is left of it once the whole charge is.
    const share = charge.refunded
      ? fee.amount - fee.amount_refunded
      : Math.round((fee.amount * amount) / charge.amount);
    fee.amount_refunded += share;
    fee.refunded = fee.amount_refunded === fee.amount;
    state.emit("application_fee.refunded", fee);
  }
  return refund;
}

/** A payment intent's succeeded charge, as POST /v1/refunds names it by payment_intent. */
function succeededChargeOf(state: FakeState, paymentIntentId: string) {
  const paymentIntent = state.store.payment_intents.get(paymentIntentId);
  if (!paymentIntent) throw noSuch("payment_intent", paymentIntentId, "payment_intent");
  const charge = paymentIntent.latest_charge ? state.store.charges.get(paymentIntent.latest_charge) : undefined;
  if (paymentIntent.status !== "succeeded" || !charge)
    throw invalidRequest(
      `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
      "payment_intent",
    );
  return charge;
}

function chargeNamed(state: FakeState, chargeId: string) {
  const charge = state.store.charges.get(chargeId);
  if (!charge) throw noSuch("charge", chargeId, "charge");
  if (charge.status !== "succeeded") throw invalidRequest(`Charge ${chargeId} has not succeeded.`, "charge");
  return charge;
}
