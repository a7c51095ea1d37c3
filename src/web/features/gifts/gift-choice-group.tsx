// One of the gift dialog's choices (the plan, the length) as a radio group of large pills: native
// radios, so arrow keys move between them, under a visible legend.
import clsx from "clsx";
import { useId, type ReactNode } from "react";

interface GiftChoiceGroupProps<Value extends string | number> {
  legend: string;
  choices: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The grid's columns, e.g. "grid-cols-2 sm:grid-cols-4". */
  columns: string;
}

const pillClasses = (isChosen: boolean) =>
  clsx(
    "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-3 py-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
    isChosen
      ? "border-brand-600 bg-brand-600 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
  );

export function GiftChoiceGroup<Value extends string | number>({
  legend,
  choices,
  value,
  onChange,
  columns,
}: GiftChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={clsx("mt-2 grid gap-2", columns)}>
        {choices.map((choice) => (
          <label key={choice.value} className={pillClasses(choice.value === value)}>
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
