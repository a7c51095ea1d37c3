// A labelled group of radio buttons for a react-hook-form field: native radios (arrow keys move
// between them), a legend, and a hint or error tied to the group for screen readers.
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, FieldNotes } from "../../ui/fields";

interface RadioChoicesProps {
  legend: string;
  choices: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string;
}

export function RadioChoices({ legend, choices, registration, hint, error }: RadioChoicesProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, error, hint)}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={choice.value} className="h-4 w-4 accent-brand-600" {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </fieldset>
  );
}
