// /sandbox/onboarding/:linkId: the sandbox's stand-in for Stripe Connect onboarding. A creator
// enters their legal name and test bank details; an account already verified sees a small
// payout dashboard instead (Stripe's Express dashboard).
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import type { SandboxOnboardingView } from "../../../domain/sandbox-payments";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { isNotFound } from "./error-messages";
import { LinkExpired } from "./link-expired";
import { OnboardingForm } from "./onboarding-form";
import { PayoutDashboard } from "./payout-dashboard";
import { useSandboxOnboarding } from "./queries";
import { ReturnLink } from "./return-link";
import { SandboxLayout } from "./sandbox-layout";
import { SandboxPanel } from "./sandbox-panel";
import { useSandboxFormat } from "./use-sandbox-format";

/** Where an expired onboarding link sends the creator: their profile settings, where payouts are set up. */
const CREATOR_SETTINGS = "/dashboard/influencer/profile";

export function SandboxOnboardingPage() {
  const { t } = useTranslation();
  const { linkId = "" } = useParams();
  const onboarding = useSandboxOnboarding(linkId);
  const isDashboard = onboarding.data?.kind === "dashboard";

  return (
    <SandboxLayout title={t(isDashboard ? "sandbox.onboarding.dashboardTitle" : "sandbox.onboarding.title")}>
      {onboarding.isPending ? (
        <PageSpinner />
      ) : onboarding.isError ? (
        isNotFound(onboarding.error) ? (
          <LinkExpired message={t("sandbox.onboarding.notFound")} returnTo={CREATOR_SETTINGS} />
        ) : (
          <LoadError
            message={t("sandbox.onboarding.loadError")}
            onRetry={() => void onboarding.refetch()}
            isRetrying={onboarding.isFetching}
          />
        )
      ) : onboarding.data.kind === "dashboard" ? (
        <>
          <ReturnLink href={onboarding.data.returnUrl} />
          <PayoutDashboard account={onboarding.data.account} />
        </>
      ) : (
        <OnboardingContent linkId={linkId} onboarding={onboarding.data} />
      )}
    </SandboxLayout>
  );
}

function OnboardingContent({ linkId, onboarding }: { linkId: string; onboarding: SandboxOnboardingView }) {
  const { t } = useTranslation();
  const format = useSandboxFormat();
  const { account } = onboarding;
  return (
    <>
      <SandboxPanel title={t("sandbox.onboarding.accountTitle")}>
        <dl className="space-y-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t("sandbox.onboarding.email")}</dt>
            <dd className="font-medium break-all text-slate-900">{account.email}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t("sandbox.onboarding.country")}</dt>
            <dd className="font-medium text-slate-900">
              {format.country(account.country)} ({account.country})
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t("sandbox.onboarding.payoutTiming")}</p>
      </SandboxPanel>
      {account.status === "restricted" && (
        <Alert tone="info">
          <p className="font-semibold">{t("sandbox.onboarding.restricted.title")}</p>
          <p className="mt-1">{t("sandbox.onboarding.restricted.body")}</p>
        </Alert>
      )}
      <SandboxPanel title={t("sandbox.onboarding.bankTitle")}>
        <OnboardingForm linkId={linkId} defaultLegalName={account.legalName ?? ""} />
      </SandboxPanel>
    </>
  );
}
