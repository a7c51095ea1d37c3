// A fake Stripe API for tests: node:http on 127.0.0.1 speaking API version 2026-10-28 for the
// calls the Stripe payments adapter makes (form-encoded bodies, Idempotency-Key, Stripe's error
// and list shapes). Objects live in memory. Test controls change them the way Stripe would (a
// completed checkout, a renewal, a declined card, a refund, a dispute, an account review) and
// return the webhook events Stripe would send for that change; sign() makes them deliverable.
//
// This file is what tests import; the parts are: fake.ts (the FakeStripe class and its
// controls), http.ts and routes.ts (the server), one file per group of endpoints (catalog,
// checkout, subscriptions, schedules, refunds, portal, accounts, lists), the billing machinery the API and
// the controls share (invoices.ts, payments.ts, one-off-payments.ts), and state.ts, objects.ts, params.ts, errors.ts,
// time.ts and signing.ts beneath them.
export type { PayoutAccountState } from "./accounts";
export { FakeStripe, startFakeStripe } from "./fake";
export type { RecordedRequest } from "./http";
export { FAKE_STRIPE_API_VERSION } from "./objects";
export type { TestCard } from "./payments";
export { sign } from "./signing";
