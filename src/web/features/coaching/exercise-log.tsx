// One exercise of the day being logged: its target, the creator's notes and video, and a row per
// set (more can be added, up to the limit). A routine's workout has no target: the member chooses
// to log reps and load or a time.
import { useState } from "react";
import { fromKg, MAX_SETS, type Exercise, type LoadUnit, type SetLogBody } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import type { LoggedSet } from "./queries";
import { MeasureChoice } from "./measure-choice";
import { SetRow } from "./set-row";

interface ExerciseLogProps {
  exercise: Exercise;
  sets: LoggedSet[];
  video: { id: string; title: string } | undefined;
  unit: LoadUnit;
  disabled: boolean;
  /** No target to meet (a routine's workout). */
  isFree?: boolean;
  onSave: (setNumber: number, body: SetLogBody) => Promise<void>;
  /** Whether a set is saved on the phone only, waiting for the network. */
  isQueued: (setNumber: number) => boolean;
}

export function ExerciseLog({
  exercise,
  sets,
  video,
  unit,
  disabled,
  isFree = false,
  onSave,
  isQueued,
}: ExerciseLogProps) {
  const { t } = useTranslation();
  const highestLogged = Math.max(0, ...sets.map((set) => set.setNumber));
  const [rows, setRows] = useState(Math.max(exercise.sets, highestLogged));
  const [showVideo, setShowVideo] = useState(false);
  const [timed, setTimed] = useState(exercise.seconds !== null || sets.some((set) => set.seconds !== null));

  const goal =
    exercise.seconds !== null
      ? t("coaching.log.targetTime", { sets: exercise.sets, seconds: exercise.seconds })
      : t("coaching.log.targetReps", { sets: exercise.sets, reps: exercise.reps ?? 0 });
  const intensity =
    exercise.loadKg !== null
      ? ` · ${fromKg(exercise.loadKg, unit)} ${t(`coaching.units.${unit}`)}`
      : exercise.rpe !== null
        ? ` · ${t("coaching.log.targetRpe", { rpe: exercise.rpe })}`
        : "";

  return (
    <section
      aria-label={exercise.name}
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{exercise.name}</h2>
        {!isFree && (
          <p className="text-sm text-slate-700">
            {goal}
            {intensity} · {t("coaching.log.rest", { seconds: exercise.restSeconds })}
          </p>
        )}
        {exercise.notes && <p className="mt-1 text-sm text-slate-600">{exercise.notes}</p>}
      </div>
      {isFree && <MeasureChoice name={exercise.name} timed={timed} disabled={disabled} onChange={setTimed} />}
      {video && (
        <div>
          <Button variant="secondary" size="sm" aria-expanded={showVideo} onClick={() => setShowVideo(!showVideo)}>
            {showVideo ? t("coaching.log.hideVideo") : t("coaching.log.watchVideo", { title: video.title })}
          </Button>
          {showVideo && (
            <video
              className="mt-2 aspect-video w-full rounded-xl bg-black"
              src={`/api/posts/${video.id}/media`}
              controls
              preload="metadata"
              aria-label={video.title}
            />
          )}
        </div>
      )}
      <ol className="space-y-2">
        {Array.from({ length: rows }, (_, index) => (
          <SetRow
            key={index}
            exerciseName={exercise.name}
            exercise={exercise}
            timed={timed}
            setNumber={index + 1}
            logged={sets.find((set) => set.setNumber === index + 1)}
            unit={unit}
            disabled={disabled}
            onSave={(body) => onSave(index + 1, body)}
            queued={isQueued(index + 1)}
          />
        ))}
      </ol>
      {!disabled && rows < MAX_SETS && (
        <Button variant="ghost" size="sm" onClick={() => setRows(rows + 1)}>
          {t("coaching.log.addSet")}
        </Button>
      )}
    </section>
  );
}
