// The 7-day training plan: Monday to Sunday (named in the user's language), each with its focus
// and notes, or marked as a rest day.
import { useTranslation } from "../../i18n";
import { MAX_DAY_NOTES_LENGTH, MAX_FOCUS_LENGTH, weekdayName } from "../../../domain/profile-sections";
import { CheckboxField, TextField } from "../../ui/fields";
import type { DraftErrors } from "./creator-draft";
import type { SplitDayDraft } from "./sections-draft";

interface WeeklySplitEditorProps {
  days: SplitDayDraft[];
  errors: DraftErrors;
  onChange(days: SplitDayDraft[]): void;
}

export function WeeklySplitEditor({ days, errors, onChange }: WeeklySplitEditorProps) {
  const { t, i18n } = useTranslation();
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const change = (index: number, patch: Partial<SplitDayDraft>) =>
    onChange(days.map((current, at) => (at === index ? { ...current, ...patch } : current)));

  return (
    <div className="space-y-3">
      {days.map((entry, day) => {
        const name = weekdayName(day, i18n.language);
        return (
          <fieldset
            key={day}
            className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 md:grid-cols-[8rem_1fr_1fr] md:items-start"
          >
            <legend className="sr-only">{name}</legend>
            <div className="space-y-2">
              <p aria-hidden="true" className="font-semibold text-slate-900 capitalize">
                {name}
              </p>
              <CheckboxField
                label={t("profiles.sections.split.rest")}
                checked={entry.isRest}
                onChange={(event) => change(day, { isRest: event.target.checked })}
              />
            </div>
            <TextField
              label={t("profiles.sections.split.focus")}
              value={entry.focus}
              onChange={(event) => change(day, { focus: event.target.value })}
              maxLength={MAX_FOCUS_LENGTH}
              disabled={entry.isRest}
              placeholder={
                entry.isRest ? t("profiles.sections.split.restDay") : t("profiles.sections.split.focusPlaceholder")
              }
              error={errorOf(`weeklySplit.${day}.focus`)}
            />
            <TextField
              label={t("profiles.sections.split.notes")}
              value={entry.notes}
              onChange={(event) => change(day, { notes: event.target.value })}
              maxLength={MAX_DAY_NOTES_LENGTH}
              placeholder={t("profiles.sections.split.notesPlaceholder")}
              error={errorOf(`weeklySplit.${day}.notes`)}
            />
          </fieldset>
        );
      })}
      {errorOf("weeklySplit") && <p className="text-sm text-red-700">{errorOf("weeklySplit")}</p>}
    </div>
  );
}
