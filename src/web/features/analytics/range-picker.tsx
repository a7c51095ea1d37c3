// The range of the figures: real radio buttons in a labelled group, shown as a segmented control.
import { analyticsRanges, type AnalyticsRange } from "../../../domain/analytics";
import { useTranslation } from "../../i18n";

export function RangePicker({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t("analytics.range.label")}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
        {analyticsRanges.map((range) => (
          <label
            key={range}
            className="relative cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="analytics-range"
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              // Invisible but on top of the label, so a click or a tap lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {t(`analytics.range.${range}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
