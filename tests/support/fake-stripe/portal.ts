// The API for billing portal sessions: a link to the portal, nothing more. What a customer does
// there is a test control (setCard, cancelFromPortal).
import type Stripe from "stripe";
import { noSuch } from "./errors";
import type { Shape } from "./objects";
import { checkParams, type Reader, type Spec } from "./params";
import { token, type FakeState } from "./state";

const portalSessionParams: Spec = {
  customer: true,
  return_url: true,
  configuration: true,
  locale: true,
  expand: [true],
};

export function createPortalSession(state: FakeState, params: Reader) {
  checkParams(params.params, portalSessionParams);
  const customer = params.required("customer");
  if (!state.store.customers.has(customer)) throw noSuch("customer", customer, "customer");
  const session: Shape<
    Stripe.BillingPortal.Session,
    | "id"
    | "object"
    | "configuration"
    | "created"
    | "customer"
    | "flow"
    | "livemode"
    | "locale"
    | "on_behalf_of"
    | "return_url"
    | "url"
  > = {
    id: state.newId("bps"),
    object: "billing_portal.session",
    configuration: "bpc_fakestripedefault",
    created: state.clock,
    customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: params.text("return_url") ?? null,
    url: `https://billing.stripe.com/p/session/test_${token()}`,
  };
  return session;
}
