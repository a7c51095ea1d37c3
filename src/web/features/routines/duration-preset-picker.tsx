// Duration presets (30, 60, 90, 120 minutes or custom): a preset sets the block's end from its start.
import clsx from "clsx";
import { useId, useState } from "react";
import { durationChoiceOf, durationPresets, endAfter, type DurationChoice } from "../../../domain/routines";
import { useTranslation } from "../../i18n";

interface DurationPresetPickerProps {
  startTime: string;
  endTime: string;
  onEndChange: (endTime: string) => void;
  /** Called when "Custom" is chosen, so the end field can take focus. */
  onCustom: () => void;
}

export function DurationPresetPicker({ startTime, endTime, onEndChange, onCustom }: DurationPresetPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  // "Custom" stays chosen even when the typed end happens to match a preset.
  const [isCustom, setIsCustom] = useState(false);
  const current: DurationChoice = isCustom ? "custom" : durationChoiceOf(startTime, endTime);
  const choices: DurationChoice[] = [...durationPresets, "custom"];

  const choose = (choice: DurationChoice) => {
    if (choice === "custom") {
      setIsCustom(true);
      onCustom();
      return;
    }
    setIsCustom(false);
    onEndChange(endAfter(startTime, choice));
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t("routines.duration.label")}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className={clsx(
              "cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              current === choice
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice)}
              checked={current === choice}
              onChange={() => choose(choice)}
              className="sr-only"
            />
            {choice === "custom" ? t("routines.duration.custom") : t("routines.duration.minutes", { count: choice })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
