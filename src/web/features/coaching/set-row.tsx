// One set of an exercise being logged: reps, load and RPE (or a time), saved the moment the
// member taps Save or presses Enter. A set that fails to save keeps what was typed.
import { useState, type FormEvent } from "react";
import { fromKg, setLogSchema, type Exercise, type LoadUnit, type SetLogBody } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import type { LoggedSet } from "./queries";

interface SetRowProps {
  exerciseName: string;
  exercise: Exercise;
  /** A time instead of reps, load and RPE. */
  timed: boolean;
  setNumber: number;
  logged: LoggedSet | undefined;
  unit: LoadUnit;
  disabled: boolean;
  onSave: (body: SetLogBody) => Promise<void>;
  /** Saved on the phone only, to be sent when the network is back. */
  queued: boolean;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const number = (value: string) => (value.trim() === "" ? null : Number(value.replace(",", ".")));

const inputClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-center text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100";

export function SetRow({
  exerciseName,
  exercise,
  timed,
  setNumber,
  logged,
  unit,
  disabled,
  onSave,
  queued,
}: SetRowProps) {
  const { t } = useTranslation();
  const [reps, setReps] = useState(text(logged?.reps));
  const [load, setLoad] = useState(logged?.loadKg == null ? "" : String(fromKg(logged.loadKg, unit)));
  const [rpe, setRpe] = useState(text(logged?.rpe));
  const [seconds, setSeconds] = useState(text(logged?.seconds));
  const [state, setState] = useState<"idle" | "saving" | "saved" | "invalid" | "failed">(logged ? "saved" : "idle");
  const label = t("coaching.log.setLabel", { name: exerciseName, number: setNumber });
  const id = `set-${exerciseName}-${setNumber}`.replace(/\W+/g, "-");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = timed
      ? { reps: null, load: null, unit, rpe: null, seconds: number(seconds) }
      : { reps: number(reps), load: number(load), unit, rpe: number(rpe), seconds: null };
    const parsed = setLogSchema.safeParse(body);
    if (!parsed.success) return setState("invalid");
    setState("saving");
    try {
      await onSave(parsed.data);
      setState("saved");
    } catch {
      setState("failed");
    }
  };

  const field = (name: string, caption: string, value: string, set: (value: string) => void, placeholder: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${name}`} className="block text-center text-xs font-medium text-slate-600">
        {caption}
      </label>
      <input
        id={`${id}-${name}`}
        inputMode="decimal"
        className={inputClasses}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          set(event.target.value);
          setState("idle");
        }}
      />
    </div>
  );

  return (
    <li>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={label}
        className="flex items-end gap-2 rounded-xl border border-slate-200 bg-white p-2"
      >
        <span className="w-8 shrink-0 pb-2 text-center text-sm font-semibold text-slate-700" aria-hidden="true">
          {setNumber}
        </span>
        {timed ? (
          field("seconds", t("coaching.log.seconds"), seconds, setSeconds, text(exercise.seconds))
        ) : (
          <>
            {field("reps", t("coaching.log.reps"), reps, setReps, text(exercise.reps))}
            {field(
              "load",
              t(`coaching.units.${unit}`),
              load,
              setLoad,
              exercise.loadKg === null ? "" : String(fromKg(exercise.loadKg, unit)),
            )}
            {field("rpe", t("coaching.log.rpe"), rpe, setRpe, text(exercise.rpe))}
          </>
        )}
        <Button
          type="submit"
          variant={state === "saved" ? "secondary" : "primary"}
          isLoading={state === "saving"}
          disabled={disabled}
          className="min-h-11 shrink-0"
          aria-label={t(state === "saved" ? "coaching.log.savedSet" : "coaching.log.saveSet", { label })}
        >
          {state === "saved" ? t("coaching.log.saved") : t("coaching.log.save")}
        </Button>
      </form>
      {state === "invalid" && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t(timed ? "coaching.log.invalidTime" : "coaching.log.invalidSet")}
        </p>
      )}
      {queued && state !== "idle" && (
        <p role="status" className="mt-1 text-sm text-amber-800">
          {t("coaching.log.savedOnPhone")}
        </p>
      )}
      {state === "failed" && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t("coaching.log.saveFailed")}
        </p>
      )}
    </li>
  );
}
