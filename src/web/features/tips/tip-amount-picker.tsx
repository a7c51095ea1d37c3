// How much to tip: the presets and "Other amount" as one radio group, and, once "Other amount" is
// chosen, a labelled box for dollars with the bounds as its hint and an inline error.
import clsx from "clsx";
import { useId, type Ref } from "react";
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_PRESETS_CENTS } from "../../../domain/tips";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { TextField } from "../../ui/fields";
import type { AmountChoice } from "./tip-amount";

interface TipAmountPickerProps {
  choice: AmountChoice;
  /** The "Other amount" as typed. */
  typed: string;
  onChoose: (choice: AmountChoice) => void;
  onType: (typed: string) => void;
  /** Why the typed amount cannot be sent (shown once the member tried to continue or left the box). */
  error?: string;
  onTypedBlur: () => void;
  otherRef: Ref<HTMLInputElement>;
}

const pillClasses = (isChosen: boolean) =>
  clsx(
    "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
    isChosen
      ? "border-brand-600 bg-brand-600 text-white"
      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
  );

export function TipAmountPicker({
  choice,
  typed,
  onChoose,
  onType,
  error,
  onTypedBlur,
  otherRef,
}: TipAmountPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useId();
  const choices: AmountChoice[] = [...TIP_PRESETS_CENTS, "other"];
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("tips.dialog.amount")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {choices.map((option) => (
            <label
              key={option}
              className={clsx(pillClasses(choice === option), option === "other" && "col-span-2 sm:col-span-4")}
            >
              <input
                type="radio"
                name={name}
                value={String(option)}
                checked={choice === option}
                onChange={() => onChoose(option)}
                className="sr-only"
              />
              {option === "other" ? t("tips.dialog.otherAmount") : format.money(option)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "other" && (
        <TextField
          ref={otherRef}
          label={t("tips.dialog.otherLabel")}
          hint={t("tips.dialog.otherHint", { min: format.money(TIP_MIN_CENTS), max: format.money(TIP_MAX_CENTS) })}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          onBlur={onTypedBlur}
        />
      )}
    </div>
  );
}
