// One day of a program in the builder: a rest day, or its exercises with "Add exercise".
import { MAX_EXERCISES_PER_DAY, type LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { CheckboxField } from "../../ui/fields";
import { ExerciseEditor } from "./exercise-editor";
import { newExercise, type DayDraft, type ExerciseDraft, type ProgramErrors } from "./program-draft";

interface ProgramDayEditorProps {
  day: DayDraft;
  dayIndex: number;
  title: string;
  unit: LoadUnit;
  videos: { id: string; title: string }[];
  errors: ProgramErrors;
  onChange: (day: DayDraft) => void;
}

/** The API names a load loadKg; the builder's field holds it in the reader's unit. */
const draftField = (apiField: string) => (apiField === "loadKg" ? "load" : apiField) as keyof ExerciseDraft;

export function ProgramDayEditor({ day, dayIndex, title, unit, videos, errors, onChange }: ProgramDayEditorProps) {
  const { t } = useTranslation();
  const errorsOf = (exerciseIndex: number) => {
    const prefix = `days.${dayIndex}.exercises.${exerciseIndex}.`;
    const found: Partial<Record<keyof ExerciseDraft, string>> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (path.startsWith(prefix)) found[draftField(path.slice(prefix.length))] ??= t(message);
    }
    return found;
  };
  const update = (index: number, changes: Partial<ExerciseDraft>) =>
    onChange({
      ...day,
      exercises: day.exercises.map((exercise, at) => (at === index ? { ...exercise, ...changes } : exercise)),
    });
  const dayError = errors[`days.${dayIndex}.exercises`];

  return (
    <section aria-label={title} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <CheckboxField
          label={t("coaching.builder.restDay")}
          checked={day.rest}
          onChange={(event) => onChange({ ...day, rest: event.target.checked })}
        />
      </div>
      {dayError && <p className="text-sm text-red-700">{t(dayError)}</p>}
      {day.rest ? (
        <p className="text-sm text-slate-600">{t("coaching.builder.restDayText")}</p>
      ) : (
        <>
          {day.exercises.length === 0 && <p className="text-sm text-slate-500">{t("coaching.builder.noExercises")}</p>}
          {day.exercises.map((exercise, index) => (
            <ExerciseEditor
              key={exercise.key}
              exercise={exercise}
              position={t("coaching.builder.exercisePosition", { day: title, number: index + 1 })}
              unit={unit}
              videos={videos}
              errors={errorsOf(index)}
              onChange={(changes) => update(index, changes)}
              onRemove={() => onChange({ ...day, exercises: day.exercises.filter((_, at) => at !== index) })}
            />
          ))}
          {day.exercises.length < MAX_EXERCISES_PER_DAY && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ ...day, exercises: [...day.exercises, newExercise()] })}
              aria-label={t("coaching.builder.addExerciseTo", { day: title })}
            >
              {t("coaching.builder.addExercise")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
