// A verified payout account's small dashboard: status, legal name, email and country.
import { useTranslation } from "../../i18n";
import type { SandboxOnboardingView } from "../../../domain/sandbox-payments";
import { payoutStatusBadge } from "./payout-status";
import { SandboxPanel } from "./sandbox-panel";
import { StatusBadge } from "./status-badge";
import { useSandboxFormat } from "./use-sandbox-format";

export function PayoutDashboard({ account }: { account: SandboxOnboardingView["account"] }) {
  const { t } = useTranslation();
  const format = useSandboxFormat();
  const badge = payoutStatusBadge(account.status);
  const rows = [
    {
      term: t("sandbox.onboarding.dashboard.legalName"),
      value: account.legalName ?? t("sandbox.onboarding.dashboard.notProvided"),
    },
    { term: t("sandbox.onboarding.email"), value: account.email },
    { term: t("sandbox.onboarding.country"), value: format.country(account.country) },
  ];
  return (
    <SandboxPanel title={t("sandbox.onboarding.dashboard.title")}>
      <dl className="divide-y divide-slate-200 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 py-2">
          <dt className="text-slate-600">{t("sandbox.onboarding.dashboard.status")}</dt>
          <dd>
            <StatusBadge tone={badge.tone} label={t(badge.labelKey)} />
          </dd>
        </div>
        {rows.map((row) => (
          <div key={row.term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-slate-600">{row.term}</dt>
            <dd className="font-medium break-all text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t("sandbox.onboarding.payoutTiming")}</p>
    </SandboxPanel>
  );
}
