// The API for Checkout Sessions in subscription mode: creating one (with a destination for
// Connect) and expiring it. Completing one is a test control (completeCheckout), as it happens on
// Stripe's page, not through the API.
import { invalidRequest, noSuch } from "./errors";
import type { CheckoutSessionObject } from "./objects";
import { checkParams, expandOnly, type Reader, type Spec } from "./params";
import { update, type FakeState } from "./state";
import { DAY } from "./time";

const CHECKOUT_LIFETIME = DAY;

const checkoutSessionParams: Spec = {
  mode: true,
  customer: true,
  line_items: [{ price: true, quantity: true }],
  success_url: true,
  cancel_url: true,
  metadata: "map",
  client_reference_id: true,
  expires_at: true,
  subscription_data: {
    metadata: "map",
    description: true,
    transfer_data: { destination: true, amount_percent: true },
    trial_period_days: true,
  },
  expand: [true],
};

export function createCheckoutSession(state: FakeState, params: Reader) {
  checkParams(params.params, checkoutSessionParams);
  if (params.required("mode") !== "subscription")
    throw invalidRequest("This fake supports mode=subscription only.", "mode");
  const customer = params.required("customer");
  if (!state.store.customers.has(customer)) throw noSuch("customer", customer, "customer");
  const successUrl = params.required("success_url");
  const lineItems = params.children("line_items");
  if (lineItems.length !== 1) throw invalidRequest("This fake supports exactly one line item.", "line_items");
  const priceId = lineItems[0]!.required("price");
  const price = state.store.prices.get(priceId);
  if (!price) throw noSuch("price", priceId, "line_items[0][price]");
  if (!price.recurring)
    throw invalidRequest(
      "You must provide at least one recurring price in `subscription` mode when using prices.",
      "line_items[0][price]",
    );
  const subscriptionData = params.child("subscription_data");
  const transfer = subscriptionData?.child("transfer_data");
  let transferData: { destination: string; amount_percent: number } | null = null;
  if (transfer) {
    const destination = transfer.required("destination");
    const account = state.store.accounts.get(destination);
    if (!account) throw noSuch("destination", destination, "subscription_data[transfer_data][destination]");
    // A destination charge needs an account Stripe lets receive transfers (a verified one).
    if (account.capabilities.transfers !== "active") {
      throw invalidRequest(
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
        "subscription_data[transfer_data][destination]",
        "insufficient_capabilities_for_transfer",
      );
    }
    const percent = transfer.decimal("amount_percent") ?? 100;
    if (percent < 0 || percent > 100)
      throw invalidRequest(
        "amount_percent must be between 0 and 100.",
        "subscription_data[transfer_data][amount_percent]",
      );
    transferData = { destination, amount_percent: percent };
  }
  const trialDays = subscriptionData?.integer("trial_period_days") ?? null;
  if (trialDays !== null && (trialDays < 1 || trialDays > 730))
    throw invalidRequest("The trial period days must be between 1 and 730.", "subscription_data[trial_period_days]");
  const id = state.newId("cs_test");
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    amount_subtotal: price.unit_amount,
    amount_total: price.unit_amount,
    cancel_url: params.text("cancel_url") ?? null,
    client_reference_id: params.text("client_reference_id") ?? null,
    created: state.clock,
    currency: price.currency,
    customer,
    expires_at: params.integer("expires_at") ?? state.clock + CHECKOUT_LIFETIME,
    invoice: null,
    livemode: false,
    metadata: params.metadata(),
    mode: "subscription",
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    // Stripe fills {CHECKOUT_SESSION_ID} in when it redirects; the session keeps the template.
    success_url: successUrl,
    ui_mode: "hosted_page",
    url: `https://checkout.stripe.com/c/pay/${id}#fakestripe`,
  };
  state.store["checkout/sessions"].set(session.id, session);
  state.checkoutPlans.set(session.id, {
    priceId,
    metadata: subscriptionData?.metadata() ?? {},
    transferData,
    trialDays,
  });
  return session;
}

export function expireCheckoutSession(state: FakeState, id: string, params: Reader) {
  checkParams(params.params, expandOnly);
  const session = state.mustFind("checkout/sessions", "checkout.session", id);
  if (session.status !== "open")
    throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
  expire(state, session);
  return session;
}

export function expire(state: FakeState, session: CheckoutSessionObject) {
  update(session, { status: "expired", url: null });
  state.emit("checkout.session.expired", session);
}
