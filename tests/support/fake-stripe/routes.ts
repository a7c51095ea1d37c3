// Every endpoint the fake serves, by method and path: the first that matches handles a request,
// and a path none matches answers Stripe's 404 for an unrecognized URL.
import { createAccount, createAccountLink, createLoginLink } from "./accounts";
import { createCustomer, createPrice, createProduct } from "./catalog";
import { createCheckoutSession, expireCheckoutSession } from "./checkout";
import { createCoupon } from "./coupons";
import { listCheckoutSessions, listInvoicePayments, listInvoices, listRefunds, retrieveRequest } from "./lists";
import type { Reader } from "./params";
import { createPortalSession } from "./portal";
import { createRefund } from "./refunds";
import { createSchedule, releaseScheduleRequest, updateSchedule } from "./schedules";
import type { FakeState } from "./state";
import { cancelSubscriptionRequest, updateSubscription } from "./subscriptions";

/** `id` is the path's captured groups joined by "/", URL-decoded. */
type Route = [method: string, pattern: RegExp, handler: (state: FakeState, id: string, params: Reader) => unknown];

export const routes: Route[] = [
  ["POST", /^\/v1\/customers$/, (state, _, params) => createCustomer(state, params)],
  ["POST", /^\/v1\/products$/, (state, _, params) => createProduct(state, params)],
  ["POST", /^\/v1\/prices$/, (state, _, params) => createPrice(state, params)],
  ["POST", /^\/v1\/coupons$/, (state, _, params) => createCoupon(state, params)],
  ["POST", /^\/v1\/checkout\/sessions$/, (state, _, params) => createCheckoutSession(state, params)],
  [
    "POST",
    /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    (state, id, params) => expireCheckoutSession(state, id, params),
  ],
  ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (state, id, params) => updateSubscription(state, id, params)],
  ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, (state, id, params) => cancelSubscriptionRequest(state, id, params)],
  ["POST", /^\/v1\/subscription_schedules$/, (state, _, params) => createSchedule(state, params)],
  [
    "POST",
    /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
    (state, id, params) => releaseScheduleRequest(state, id, params),
  ],
  ["POST", /^\/v1\/subscription_schedules\/([^/]+)$/, (state, id, params) => updateSchedule(state, id, params)],
  ["POST", /^\/v1\/refunds$/, (state, _, params) => createRefund(state, params)],
  ["POST", /^\/v1\/billing_portal\/sessions$/, (state, _, params) => createPortalSession(state, params)],
  ["POST", /^\/v1\/accounts$/, (state, _, params) => createAccount(state, params)],
  ["POST", /^\/v1\/account_links$/, (state, _, params) => createAccountLink(state, params)],
  ["POST", /^\/v1\/accounts\/([^/]+)\/login_links$/, (state, id, params) => createLoginLink(state, id, params)],
  ["GET", /^\/v1\/checkout\/sessions$/, (state, _, params) => listCheckoutSessions(state, params)],
  ["GET", /^\/v1\/refunds$/, (state, _, params) => listRefunds(state, params)],
  ["GET", /^\/v1\/invoices$/, (state, _, params) => listInvoices(state, params)],
  ["GET", /^\/v1\/invoice_payments$/, (state, _, params) => listInvoicePayments(state, params)],
  [
    "GET",
    /^\/v1\/(checkout\/sessions|[a-z_]+)\/([^/]+)$/,
    (state, path, params) => retrieveRequest(state, path, params),
  ],
];
