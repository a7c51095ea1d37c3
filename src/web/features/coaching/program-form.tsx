// The program builder: name, length and template flag, then week by week each day's exercises or
// rest. Checked here with the server's own schema; what was typed stays when a save fails.
import { useState, type FormEvent } from "react";
import { DAYS_PER_WEEK, MAX_PROGRAM_WEEKS, programBodySchema, type LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../ui/fields";
import { ProgramDayEditor } from "./program-day-editor";
import {
  copyWeekForward,
  dropsWork,
  errorsFromIssues,
  fromProgramDraft,
  resizeDays,
  type ProgramDraft,
  type ProgramErrors,
} from "./program-draft";
import { useLibraryVideos, useSaveProgram, type Program } from "./queries";

interface ProgramFormProps {
  programId: string | null;
  initial: ProgramDraft;
  unit: LoadUnit;
  onSaved: (program: Program) => void;
}

export function ProgramForm({ programId, initial, unit, onSaved }: ProgramFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [week, setWeek] = useState(0);
  const [errors, setErrors] = useState<ProgramErrors>({});
  const [failed, setFailed] = useState(false);
  const [shorterTo, setShorterTo] = useState<number | null>(null);
  const save = useSaveProgram();
  const videos = useLibraryVideos().data ?? [];

  const change = (changes: Partial<ProgramDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setWeeks = (weeks: number) => {
    change({ weeks, days: resizeDays(draft.days, weeks) });
    setWeek((current) => Math.min(current, weeks - 1));
  };
  const chooseWeeks = (weeks: number) => (dropsWork(draft.days, weeks) ? setShorterTo(weeks) : setWeeks(weeks));

  /** The first week with a problem opens, so its messages are on screen. */
  const show = (found: ProgramErrors) => {
    setErrors(found);
    const firstDay = Object.keys(found)
      .map((path) => /^days\.(\d+)\./.exec(path)?.[1])
      .find((index) => index !== undefined);
    if (firstDay !== undefined) setWeek(Math.floor(Number(firstDay) / DAYS_PER_WEEK));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const parsed = programBodySchema.safeParse(fromProgramDraft(draft, unit));
    if (!parsed.success) return show(errorsFromIssues(parsed.error.issues));
    setErrors({});
    try {
      onSaved(await save.mutateAsync({ programId, body: parsed.data }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.details?.fields : undefined;
      if (fields) show(fields);
      setFailed(true);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  const weekDays = draft.days.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <TextField
          label={t("coaching.builder.name")}
          value={draft.name}
          maxLength={80}
          required
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name && t(errors.name)}
        />
        <TextAreaField
          label={t("coaching.builder.description")}
          value={draft.description}
          rows={2}
          maxLength={1000}
          onChange={(event) => change({ description: event.target.value })}
          error={errors.description && t(errors.description)}
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <SelectField
            label={t("coaching.builder.weeks")}
            value={draft.weeks}
            onChange={(event) => chooseWeeks(Number(event.target.value))}
          >
            {Array.from({ length: MAX_PROGRAM_WEEKS }, (_, index) => (
              <option key={index} value={index + 1}>
                {t("coaching.builder.weekCount", { count: index + 1 })}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label={t("coaching.builder.template")}
            checked={draft.isTemplate}
            onChange={(event) => change({ isTemplate: event.target.checked })}
          />
        </div>
      </section>

      <nav aria-label={t("coaching.builder.weeksNav")} className="flex flex-wrap gap-2">
        {Array.from({ length: draft.weeks }, (_, index) => (
          <Button
            key={index}
            size="sm"
            variant={index === week ? "primary" : "secondary"}
            aria-pressed={index === week}
            onClick={() => setWeek(index)}
          >
            {t("coaching.builder.week", { number: index + 1 })}
          </Button>
        ))}
      </nav>

      <div className="space-y-4">
        {weekDays.map((day, offset) => {
          const dayIndex = week * DAYS_PER_WEEK + offset;
          return (
            <ProgramDayEditor
              key={dayIndex}
              day={day}
              dayIndex={dayIndex}
              title={t("coaching.builder.dayTitle", { week: week + 1, day: offset + 1 })}
              unit={unit}
              videos={videos}
              errors={errors}
              onChange={(next) => change({ days: draft.days.map((current, at) => (at === dayIndex ? next : current)) })}
            />
          );
        })}
      </div>

      {week < draft.weeks - 1 && (
        <Button variant="secondary" onClick={() => change({ days: copyWeekForward(draft.days, week) })}>
          {t("coaching.builder.copyWeek", { from: week + 1, to: week + 2 })}
        </Button>
      )}

      {(hasErrors || failed) && (
        <Alert tone="error">{t(hasErrors ? "coaching.builder.fixErrors" : "coaching.builder.saveFailed")}</Alert>
      )}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
          {t("coaching.builder.save")}
        </Button>
      </div>

      <ConfirmDialog
        isOpen={shorterTo !== null}
        title={t("coaching.builder.shortenTitle")}
        confirmLabel={t("coaching.builder.shortenConfirm")}
        keepLabel={t("coaching.builder.shortenKeep")}
        tone="danger"
        isPending={false}
        onConfirm={() => {
          if (shorterTo !== null) setWeeks(shorterTo);
          setShorterTo(null);
        }}
        onClose={() => setShorterTo(null)}
      >
        {t("coaching.builder.shortenText", { count: shorterTo ?? 0 })}
      </ConfirmDialog>
    </form>
  );
}
