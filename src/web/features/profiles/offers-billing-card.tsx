// "Offers and billing": per paid plan, the free trial new members start with and whether it is sold
// by the year too, at what discount (with the yearly price it makes). A choice saves at once, says
// it did (3 s), and shows the saved value again if the save fails. Below, the creator's offers.
import { yearlyPriceCents, yearlySavingCents } from "../../../domain/billing-intervals";
import type { BillingTerms } from "../../../domain/billing-terms";
import { paidTiers, type PaidTier } from "../../../domain/memberships";
import { trialLengths, type TrialLength } from "../../../domain/trials";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useSaveFeedback } from "../../lib/use-save-feedback";
import { SelectField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { SaveStatus } from "../../ui/save-status";
import { SettingsCard } from "../../ui/settings-card";
import { useBillingTerms, useSaveBillingTerms } from "../billing";
import { OffersSection } from "./offers-section";
import { discountChoices } from "./yearly-discount-choices";

const MONTHLY_ONLY = "monthly";

interface OffersBillingCardProps {
  /** The creator's saved monthly prices, from which the yearly ones and the offers' prices are worked out. */
  monthlyCents: Record<PaidTier, number>;
  /** The creator's own, for their offers' links. */
  username: string;
}

export function OffersBillingCard({ monthlyCents, username }: OffersBillingCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const terms = useBillingTerms();
  const save = useSaveBillingTerms();
  const feedback = useSaveFeedback();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: "percent" });

  const saveTerms = (next: (saved: BillingTerms) => BillingTerms) => {
    if (terms.data) save.mutate(next(terms.data), feedback.track());
  };
  const changeTrial = (tier: PaidTier, days: TrialLength) =>
    saveTerms((saved) => ({ ...saved, trialDays: { ...saved.trialDays, [tier]: days } }));
  const changeYearly = (tier: PaidTier, discount: number | null) =>
    saveTerms((saved) => ({ ...saved, yearlyDiscountPercent: { ...saved.yearlyDiscountPercent, [tier]: discount } }));

  const yearlyHint = (tier: PaidTier, discount: number | null) => {
    if (discount === null) return undefined;
    const priceCents = yearlyPriceCents(monthlyCents[tier], discount);
    const savingCents = yearlySavingCents(monthlyCents[tier], priceCents);
    return savingCents > 0
      ? t("billing.terms.yearlyPrice", { price: format.money(priceCents), saving: format.money(savingCents) })
      : t("billing.terms.yearlyPriceNoSaving", { price: format.money(priceCents) });
  };

  return (
    <SettingsCard title={t("billing.terms.title")} description={t("billing.terms.description")}>
      {terms.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">{t("billing.terms.loading")}</span>
          {paidTiers.map((tier) => (
            <div key={tier} aria-hidden="true" className="h-36 animate-pulse rounded-lg bg-slate-100" />
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
            {paidTiers.map((tier) => {
              const plan = t(`memberships.tier.${tier}`);
              const discount = terms.data.yearlyDiscountPercent[tier];
              return (
                <div key={tier} className="space-y-4">
                  <SelectField
                    label={t("billing.terms.trialFor", { plan })}
                    value={terms.data.trialDays[tier]}
                    disabled={save.isPending}
                    onChange={(event) => changeTrial(tier, Number(event.target.value) as TrialLength)}
                  >
                    {trialLengths.map((days) => (
                      <option key={days} value={days}>
                        {days === 0 ? t("billing.terms.noTrial") : t("billing.terms.days", { days })}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={t("billing.terms.yearlyFor", { plan })}
                    value={discount ?? MONTHLY_ONLY}
                    disabled={save.isPending}
                    hint={yearlyHint(tier, discount)}
                    onChange={(event) =>
                      changeYearly(tier, event.target.value === MONTHLY_ONLY ? null : Number(event.target.value))
                    }
                  >
                    <option value={MONTHLY_ONLY}>{t("billing.terms.monthlyOnly")}</option>
                    {discountChoices(discount).map((choice) => (
                      <option key={choice} value={choice}>
                        {choice === 0
                          ? t("billing.terms.yearlyNoDiscount")
                          : t("billing.terms.yearlyDiscount", { percent: percent.format(choice / 100) })}
                      </option>
                    ))}
                  </SelectField>
                </div>
              );
            })}
          </div>
          <p className="text-sm text-slate-600">{t("billing.terms.trialRules")}</p>
          <p className="text-sm text-slate-600">{t("billing.terms.yearlyRules")}</p>
          <SaveStatus feedback={feedback} saved={t("billing.terms.saved")} failed={t("billing.terms.failed")} />
        </div>
      )}
      <OffersSection username={username} monthlyCents={monthlyCents} />
    </SettingsCard>
  );
}
