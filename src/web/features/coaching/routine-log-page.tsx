// /dashboard/follower/routine-log/:username/:date: logging a creator's daily routine (PRO and
// above), its workout blocks set by set like a plan's day. A beaten record is celebrated here.
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { Exercise, SetLogBody } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { QUEUED, useQueuedUrls } from "../offline";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { ExerciseLog } from "./exercise-log";
import { useFormatPlanDate } from "./plan-dates";
import type { NewRecord } from "./queries";
import { RecordCelebration } from "./record-celebration";
import { useDayOnPhone } from "./queued-logs";
import {
  routineDayUrl,
  routineSetUrl,
  useMarkRoutineSession,
  useRoutineLog,
  useSaveRoutineSet,
} from "./routine-log-queries";
import { SessionStatusForm } from "./session-status-form";
import { useLoadUnit } from "./use-load-unit";

/** A routine's workout as an exercise with no target: one set to start, more as the member goes. */
const freeExercise = (name: string, notes: string): Exercise => ({
  name,
  notes,
  sets: 1,
  reps: null,
  seconds: null,
  loadKg: null,
  rpe: null,
  restSeconds: 0,
  videoPostId: null,
});

export function RoutineLogPage() {
  const { t } = useTranslation();
  const params = useParams();
  const username = params.username ?? "";
  const date = params.date ?? "";
  const log = useRoutineLog(username, date);
  const saveSet = useSaveRoutineSet(username, date);
  const queued = useQueuedUrls();
  const onPhone = useDayOnPhone(routineDayUrl(username, date), log.data);
  const markSession = useMarkRoutineSession(username, date);
  const unit = useLoadUnit();
  const formatDate = useFormatPlanDate();
  const [celebration, setCelebration] = useState<{ name: string; records: NewRecord[] } | null>(null);
  const refusal = log.error instanceof ApiError ? log.error.status : null;
  const profilePath = `/influencer/${encodeURIComponent(username)}?tab=routine`;

  const save = (exerciseIndex: number, name: string) => async (setNumber: number, body: SetLogBody) => {
    const answer = await saveSet.mutateAsync({ exerciseIndex, setNumber, body });
    if (answer !== QUEUED && answer.newRecords.length > 0) setCelebration({ name, records: answer.newRecords });
  };

  const title = log.data?.title || t("coaching.routineLog.untitled");
  return (
    <div className="space-y-5">
      <title>{t("coaching.routineLog.documentTitle", { title })}</title>
      <header>
        <Link to={profilePath} className="text-sm font-medium text-brand-700 hover:underline">
          {t("coaching.routineLog.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {log.data ? title : t("coaching.routineLog.heading")}
          <span className="block text-base font-normal text-slate-600">
            {log.data?.creator.name || `@${username}`}
            {/^\d{4}-\d{2}-\d{2}$/.test(date) && ` · ${formatDate(date)}`}
          </span>
        </h1>
      </header>
      {log.isPending && <LoadingLine label={t("coaching.routineLog.loading")} />}
      {refusal === 403 ? (
        <Alert tone="info" className="space-y-2">
          <p>{t("coaching.routineLog.proRequired")}</p>
          <Link to={`/subscription/${encodeURIComponent(username)}?tier=pro`} className="font-semibold underline">
            {t("coaching.routineLog.upgrade")}
          </Link>
        </Alert>
      ) : refusal === 404 ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">{t("coaching.routineLog.notFound")}</p>
      ) : refusal === 409 ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">{t("coaching.routineLog.notYet")}</p>
      ) : (
        log.isError && (
          <LoadError
            message={t("coaching.routineLog.loadFailed")}
            onRetry={() => void log.refetch()}
            isRetrying={log.isFetching}
          />
        )
      )}
      {celebration && <RecordCelebration {...celebration} unit={unit} />}
      {log.data &&
        (log.data.exercises.length === 0 ? (
          <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">{t("coaching.routineLog.noWorkout")}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t("coaching.routineLog.intro")}</p>
            {log.data.exercises.map((exercise) => (
              <ExerciseLog
                key={exercise.index}
                exercise={freeExercise(exercise.name, exercise.notes)}
                sets={onPhone.sets.filter((set) => set.exerciseIndex === exercise.index)}
                video={undefined}
                unit={unit}
                disabled={false}
                isFree
                onSave={save(exercise.index, exercise.name)}
                isQueued={(setNumber) => queued.has(routineSetUrl(username, date, exercise.index, setNumber))}
              />
            ))}
            <SessionStatusForm
              current={onPhone.session}
              disabled={false}
              mark={markSession}
              noteLabel={t("coaching.routineLog.note")}
            />
          </>
        ))}
    </div>
  );
}
