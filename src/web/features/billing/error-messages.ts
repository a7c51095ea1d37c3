// The sentences the settings screens show when payment management or payouts fail (spec 8).
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";
import { MISSING_URL, providerReason } from "../../lib/error-reason";

/** 'Failed to open payment management: {reason}', with the spec's three reasons. */
export function portalErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const reason =
    error instanceof ApiError && (error.status === 401 || code === "unauthenticated")
      ? "noSession"
      : code === MISSING_URL
        ? "noUrl"
        : code === "network_error"
          ? "network"
          : "failed";
  return t("billing.portal.failed", { reason: t(`billing.portal.reasons.${reason}`) });
}

/** Connecting or opening payouts: the spec's Stripe Connect messages. */
export function payoutErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case "payout_account_failed":
      return t("billing.payouts.errors.accountFailed");
    case "payout_link_failed":
      return t("billing.payouts.errors.linkFailed", { reason: providerReason(error) });
    case MISSING_URL:
      return t("billing.payouts.errors.noUrl");
    case "network_error":
      return t("billing.payouts.errors.connectFailed", { message: t("billing.errors.network") });
    case "unauthenticated":
      return t("billing.payouts.errors.connectFailed", { message: t("billing.errors.noSession") });
    default:
      return t("billing.payouts.errors.connectFailed", { message: providerReason(error) });
  }
}
