// Energy from 1 to 5 as five radio buttons in a row, big enough for a thumb.
import clsx from "clsx";
import { useTranslation } from "../../i18n";

interface CheckinEnergyFieldProps {
  value: number | null;
  onChange(value: number | null): void;
  error?: string;
}

export function CheckinEnergyField({ value, onChange, error }: CheckinEnergyFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? "checkin-energy-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t("checkins.fields.energy")}</legend>
      <div className="flex gap-2">
        {[1, 2, 3, 4, 5].map((level) => (
          <label
            key={level}
            className={clsx(
              "relative flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border text-base font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300",
              value === level
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name="checkin-energy"
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              // Over the whole box, invisible: a tap anywhere on it is a tap on the radio button.
              className="absolute inset-0 cursor-pointer opacity-0"
              aria-label={t("checkins.values.outOfFive", { value: level })}
            />
            <span aria-hidden="true">{level}</span>
          </label>
        ))}
        {value !== null && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="px-2 text-sm font-medium text-slate-600 underline hover:text-slate-900"
          >
            {t("checkins.member.clearEnergy")}
          </button>
        )}
      </div>
      {error && (
        <p id="checkin-energy-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
