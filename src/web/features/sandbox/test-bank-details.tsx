// Stripe's test bank details for payout onboarding, and what each account number leads to.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { RESTRICTED_TEST_ACCOUNT_NUMBER } from "../../../domain/sandbox-payments";
import { Button } from "../../ui/button";

export const TEST_ROUTING_NUMBER = "110000000";
export const TEST_ACCOUNT_NUMBER = "000123456789";

export function TestBankDetails({ onUse }: { onUse: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = [
    {
      label: t("sandbox.onboarding.testValues.routing"),
      value: TEST_ROUTING_NUMBER,
      outcome: t("sandbox.onboarding.testValues.anyAccount"),
    },
    {
      label: t("sandbox.onboarding.testValues.account"),
      value: TEST_ACCOUNT_NUMBER,
      outcome: t("sandbox.onboarding.testValues.verifies"),
    },
    {
      label: t("sandbox.onboarding.testValues.account"),
      value: RESTRICTED_TEST_ACCOUNT_NUMBER,
      outcome: t("sandbox.onboarding.testValues.restricted"),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <h3 id={titleId} className="font-bold text-slate-900">
        {t("sandbox.onboarding.testValues.title")}
      </h3>
      <dl className="mt-2 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.value} className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="text-slate-600 sm:w-36 sm:shrink-0">{row.label}</dt>
            <dd className="text-slate-900">
              <span className="font-mono font-semibold select-all">{row.value}</span>{" "}
              <span className="text-slate-600">· {row.outcome}</span>
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onUse}>
        {t("sandbox.onboarding.testValues.use")}
      </Button>
    </section>
  );
}
