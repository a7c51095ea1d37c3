// "Offers and billing": the free trial each paid plan offers new members. A choice saves at once,
// says it did (3 s), and shows the saved value again if the save fails.
import { paidTiers, type PaidTier } from "../../../domain/memberships";
import { trialLengths, type TrialLength } from "../../../domain/trials";
import { useTranslation } from "../../i18n";
import { useSaveFeedback } from "../../lib/use-save-feedback";
import { SelectField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { SaveStatus } from "../../ui/save-status";
import { SettingsCard } from "../../ui/settings-card";
import { useBillingTerms, useSaveBillingTerms } from "../billing";

export function OffersBillingCard() {
  const { t } = useTranslation();
  const terms = useBillingTerms();
  const save = useSaveBillingTerms();
  const feedback = useSaveFeedback();

  const change = (tier: PaidTier, days: TrialLength) => {
    if (terms.data) save.mutate({ trialDays: { ...terms.data.trialDays, [tier]: days } }, feedback.track());
  };

  return (
    <SettingsCard title={t("billing.terms.title")} description={t("billing.terms.description")}>
      {terms.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">{t("billing.terms.loading")}</span>
          {paidTiers.map((tier) => (
            <div key={tier} aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : terms.isError ? (
        <LoadError
          message={t("billing.terms.loadFailed")}
          onRetry={() => void terms.refetch()}
          isRetrying={terms.isRefetching}
        />
      ) : (
        <div className="space-y-3">
          <div className="grid gap-4 sm:grid-cols-2">
            {paidTiers.map((tier) => (
              <SelectField
                key={tier}
                label={t("billing.terms.trialFor", { plan: t(`memberships.tier.${tier}`) })}
                value={terms.data.trialDays[tier]}
                disabled={save.isPending}
                onChange={(event) => change(tier, Number(event.target.value) as TrialLength)}
              >
                {trialLengths.map((days) => (
                  <option key={days} value={days}>
                    {days === 0 ? t("billing.terms.noTrial") : t("billing.terms.days", { days })}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          <p className="text-sm text-slate-600">{t("billing.terms.trialRules")}</p>
          <SaveStatus feedback={feedback} saved={t("billing.terms.saved")} failed={t("billing.terms.failed")} />
        </div>
      )}
    </SettingsCard>
  );
}
