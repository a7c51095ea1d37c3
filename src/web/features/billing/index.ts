// What the billing feature offers other features: hooks, functions and types (never components).
export { useCheckoutReturn, useCheckoutSyncQuery } from "./checkout-return";
export { useRedirectMutation } from "./redirect-mutation";
export { payoutErrorMessage, portalErrorMessage } from "./error-messages";
export {
  useBillingTerms,
  usePaymentPortal,
  usePayoutAccount,
  usePayoutLink,
  useRefreshPayoutAccount,
  useSaveBillingTerms,
  useStartCheckout,
} from "./queries";
