// What the billing feature offers other features: hooks, functions and types (never components).
export { payoutErrorMessage, portalErrorMessage } from "./error-messages";
export {
  usePaymentPortal,
  usePayoutAccount,
  usePayoutLink,
  useRefreshPayoutAccount,
  useStartCheckout,
} from "./queries";
