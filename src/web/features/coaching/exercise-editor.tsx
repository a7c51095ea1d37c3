// One exercise of a program day in the builder: name, sets, a goal in reps or time, an optional
// load (in the reader's unit) or RPE, rest, notes and a video from the creator's library.
import type { LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";
import type { ExerciseDraft } from "./program-draft";

interface ExerciseEditorProps {
  exercise: ExerciseDraft;
  /** Where the exercise sits, for labels read out of context ("Day 3, exercise 2"). */
  position: string;
  unit: LoadUnit;
  videos: { id: string; title: string }[];
  /** Messages by field, already translated. */
  errors: Partial<Record<keyof ExerciseDraft, string>>;
  onChange: (changes: Partial<ExerciseDraft>) => void;
  onRemove: () => void;
}

export function ExerciseEditor({ exercise, position, unit, videos, errors, onChange, onRemove }: ExerciseEditorProps) {
  const { t } = useTranslation();
  const field = (name: keyof ExerciseDraft) => ({
    value: exercise[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <legend className="sr-only">{position}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
        <TextField label={t("coaching.exercise.name")} maxLength={80} required {...field("name")} />
        <TextField label={t("coaching.exercise.sets")} inputMode="numeric" {...field("sets")} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid grid-cols-2 gap-2">
          <SelectField label={t("coaching.exercise.goal")} {...field("goal")}>
            <option value="reps">{t("coaching.exercise.goalReps")}</option>
            <option value="time">{t("coaching.exercise.goalTime")}</option>
          </SelectField>
          {exercise.goal === "reps" ? (
            <TextField label={t("coaching.exercise.reps")} inputMode="numeric" {...field("reps")} />
          ) : (
            <TextField label={t("coaching.exercise.seconds")} inputMode="numeric" {...field("seconds")} />
          )}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <SelectField label={t("coaching.exercise.intensity")} {...field("intensity")}>
            <option value="none">{t("coaching.exercise.intensityNone")}</option>
            <option value="load">{t("coaching.exercise.intensityLoad")}</option>
            <option value="rpe">{t("coaching.exercise.intensityRpe")}</option>
          </SelectField>
          {exercise.intensity === "load" && (
            <TextField
              label={t("coaching.exercise.load", { unit: t(`coaching.units.${unit}`) })}
              inputMode="decimal"
              {...field("load")}
            />
          )}
          {exercise.intensity === "rpe" && (
            <TextField label={t("coaching.exercise.rpe")} inputMode="decimal" {...field("rpe")} />
          )}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t("coaching.exercise.rest")} inputMode="numeric" {...field("restSeconds")} />
        <SelectField label={t("coaching.exercise.video")} {...field("videoPostId")}>
          <option value="">{t("coaching.exercise.noVideo")}</option>
          {videos.map((video) => (
            <option key={video.id} value={video.id}>
              {video.title}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t("coaching.exercise.notes")} rows={2} maxLength={500} {...field("notes")} />
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t("coaching.exercise.removeLabel", { position })}
      >
        {t("coaching.exercise.remove")}
      </Button>
    </fieldset>
  );
}
