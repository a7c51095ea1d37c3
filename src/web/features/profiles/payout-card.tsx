// The creator's payout setup: the connected account's status with the payment provider, the
// button to connect it (onboarding) or manage it (payout dashboard), and how payouts work.
// The provider sends the creator back here with ?payouts=return (or =refresh when the
// onboarding link expired); the status is then read again from the provider.
import clsx from "clsx";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import type { PayoutStatus } from "../../../domain/billing";
import { CREATOR_SHARE } from "../../../domain/money";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { payoutErrorMessage } from "../billing";
import { usePayoutAccount, usePayoutLink, useRefreshPayoutAccount } from "../billing";
import { useFormatDate } from "../../lib/format-date";
import { SettingsCard } from "../../ui/settings-card";

const badgeTones: Record<PayoutStatus, string> = {
  not_connected: "bg-slate-100 text-slate-800 ring-slate-300",
  pending: "bg-amber-100 text-amber-900 ring-amber-400",
  verified: "bg-green-100 text-green-900 ring-green-400",
  restricted: "bg-red-100 text-red-900 ring-red-300",
};

const RETURN_PARAM = "payouts";
const creatorShare = Math.round(CREATOR_SHARE * 100);

export function PayoutCard() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const account = usePayoutAccount();
  const refresh = useRefreshPayoutAccount();
  const link = usePayoutLink();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedFrom = searchParams.get(RETURN_PARAM);
  const refreshed = useRef(false);
  const { mutate: refreshStatus } = refresh;

  // Back from the provider: read the status once, and drop the parameter so a reload does not ask again.
  useEffect(() => {
    if ((returnedFrom !== "return" && returnedFrom !== "refresh") || refreshed.current) return;
    refreshed.current = true;
    refreshStatus();
    setSearchParams(
      (params) => {
        params.delete(RETURN_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [returnedFrom, refreshStatus, setSearchParams]);

  const status = account.data?.status;

  let body;
  if (account.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-500">
        {t("billing.payouts.loading")}
      </p>
    );
  } else if (account.isError) {
    body = (
      <LoadError
        message={t("billing.payouts.loadFailed")}
        onRetry={() => void account.refetch()}
        isRetrying={account.isRefetching}
      />
    );
  } else {
    const current = account.data.status;
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-sm font-medium text-slate-700">{t("billing.payouts.statusLabel")}</span>
          <span
            className={clsx(
              "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1",
              badgeTones[current],
            )}
          >
            {t(`billing.payouts.status.${current}`)}
          </span>
          {current === "verified" && account.data.onboardedAt && (
            <span className="text-sm text-slate-600">
              {t("billing.payouts.since", { date: formatDate(account.data.onboardedAt) })}
            </span>
          )}
        </div>
        <p className={clsx("text-sm", current === "restricted" ? "font-medium text-red-800" : "text-slate-700")}>
          {t(`billing.payouts.explain.${current}`)}
        </p>
        {refresh.isPending && (
          <p role="status" className="text-sm text-slate-500">
            {t("billing.payouts.refreshing")}
          </p>
        )}
        {refresh.isError && <Alert tone="error">{t("billing.payouts.refreshFailed")}</Alert>}
        {link.isError && <Alert tone="error">{payoutErrorMessage(t, link.error)}</Alert>}
        <Button
          onClick={() => link.mutate()}
          isLoading={link.isPending || link.isSuccess}
          variant={current === "not_connected" || current === "restricted" ? "primary" : "secondary"}
          className="w-full sm:w-auto"
        >
          {t(current === "not_connected" ? "billing.payouts.connect" : "billing.payouts.manage")}
        </Button>
      </div>
    );
  }

  return (
    <SettingsCard title={t("billing.payouts.title")} description={t("billing.payouts.description")}>
      {body}
      <ul className="mt-5 space-y-1.5 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <li>{t("billing.payouts.facts.split", { creatorShare, platformShare: 100 - creatorShare })}</li>
        <li>{t("billing.payouts.facts.country")}</li>
        <li>{t("billing.payouts.facts.timing")}</li>
        <li>{t("billing.payouts.facts.noBankDetails")}</li>
        {status !== "verified" && <li>{t("billing.payouts.facts.subscribers")}</li>}
      </ul>
    </SettingsCard>
  );
}
