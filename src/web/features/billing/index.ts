// What the billing feature offers other features: hooks, functions and types (never components).
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
