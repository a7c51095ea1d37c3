// What a free exercise (a routine's workout) is logged in: reps, load and RPE, or a time.
import { useTranslation } from "../../i18n";

interface MeasureChoiceProps {
  name: string;
  timed: boolean;
  disabled: boolean;
  onChange: (timed: boolean) => void;
}

export function MeasureChoice({ name, timed, disabled, onChange }: MeasureChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="sr-only">{t("coaching.log.measure", { name })}</legend>
      {[false, true].map((option) => (
        <label
          key={String(option)}
          className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={`measure-${name}`}
            checked={timed === option}
            disabled={disabled}
            onChange={() => onChange(option)}
            className="h-4 w-4 text-brand-600"
          />
          {t(option ? "coaching.log.measureTime" : "coaching.log.measureReps")}
        </label>
      ))}
    </fieldset>
  );
}
