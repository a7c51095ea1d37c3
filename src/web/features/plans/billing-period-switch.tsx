// "Billing period": Monthly or Yearly, as native radio buttons (arrow keys move between them) drawn
// as a segmented control. Each input covers its whole segment, invisible, so a tap anywhere on it
// is a tap on the radio itself.
import clsx from "clsx";
import { useId } from "react";
import { billingIntervals, type BillingInterval } from "../../../domain/billing-intervals";
import { useTranslation } from "../../i18n";

interface BillingPeriodSwitchProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

export function BillingPeriodSwitch({ value, onChange }: BillingPeriodSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} className="mx-auto mt-8 w-64 text-center">
      <legend id={`${id}-legend`} className="mx-auto mb-2 text-sm font-semibold text-slate-700">
        {t("plans.billingPeriod.legend")}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-slate-200">
        {billingIntervals.map((interval) => (
          <label
            key={interval}
            className={clsx(
              "relative rounded-full px-4 py-2.5 text-sm font-semibold transition-colors",
              interval === value ? "bg-brand-600 text-white" : "text-slate-700",
            )}
          >
            <input
              type="radio"
              name={`${id}-interval`}
              value={interval}
              checked={interval === value}
              onChange={() => onChange(interval)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            />
            {t(`plans.billingPeriod.${interval}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
