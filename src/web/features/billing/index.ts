// What the billing feature offers other features: hooks, functions and types (never components).
export { checkoutPhase, MIN_PROCESSING_MS, nextSyncDelay, useMinimumWait, type CheckoutPhase } from "./checkout-sync";
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
