// /dashboard/follower/plan/:assignmentId/:dayIndex: logging one day of a plan, set by set, on a
// phone with one thumb. A beaten record is celebrated here, once (the server says when).
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { SetLogBody } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { QUEUED, useQueuedUrls } from "../offline";
import { Alert } from "../../ui/alert";
import { QueryStatus } from "../../ui/query-status";
import { CommentThread } from "./comment-thread";
import { ExerciseLog } from "./exercise-log";
import { planDate, useFormatPlanDate } from "./plan-dates";
import { useDayOnPhone } from "./queued-logs";
import { RecordCelebration } from "./record-celebration";
import { planDayUrl, planSetUrl, useMarkSession, usePlanDay, useMyPlans, useSaveSet, type NewRecord } from "./queries";
import { SessionStatusForm } from "./session-status-form";
import { useLoadUnit } from "./use-load-unit";

export function PlanDayPage() {
  const { t } = useTranslation();
  const params = useParams();
  const assignmentId = params.assignmentId ?? "";
  const dayIndex = Number(params.dayIndex ?? 0);
  const day = usePlanDay(assignmentId, dayIndex);
  const plan = useMyPlans().data?.find((candidate) => candidate.id === assignmentId);
  const saveSet = useSaveSet();
  const queued = useQueuedUrls();
  const onPhone = useDayOnPhone(planDayUrl(assignmentId, dayIndex), day.data);
  const markSession = useMarkSession(assignmentId, dayIndex);
  const unit = useLoadUnit();
  const formatDate = useFormatPlanDate();
  const [celebration, setCelebration] = useState<{ name: string; records: NewRecord[] } | null>(null);

  const save = (exerciseIndex: number, name: string) => async (setNumber: number, body: SetLogBody) => {
    const answer = await saveSet.mutateAsync({ at: { assignmentId, dayIndex, exerciseIndex, setNumber }, body });
    if (answer && answer !== QUEUED && answer.newRecords.length > 0)
      setCelebration({ name, records: answer.newRecords });
  };

  const week = Math.floor(dayIndex / 7) + 1;
  const title = t("coaching.plan.weekDay", { week, day: (dayIndex % 7) + 1 });
  return (
    <div className="space-y-5">
      <title>{t("coaching.log.documentTitle", { day: title })}</title>
      <header>
        <Link to="/dashboard/follower/plan" className="text-sm font-medium text-brand-700 hover:underline">
          {t("coaching.log.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {title}
          {plan && (
            <span className="block text-base font-normal text-slate-600">
              {plan.name} · {formatDate(planDate(plan.startDate, dayIndex))}
            </span>
          )}
        </h1>
      </header>
      <QueryStatus query={day} loading={t("coaching.log.loading")} failed={t("coaching.log.loadFailed")} />
      {celebration && <RecordCelebration {...celebration} unit={unit} />}
      {day.data && (
        <>
          {!day.data.canLog && (
            <Alert tone="info" className="space-y-2">
              <p>{t("coaching.plan.readOnly", { name: plan?.creator.name ?? "" })}</p>
              {plan && (
                <Link
                  to={`/subscription/${encodeURIComponent(plan.creator.username)}`}
                  className="font-semibold underline"
                >
                  {t("coaching.plan.upgrade")}
                </Link>
              )}
            </Alert>
          )}
          {day.data.day.rest || day.data.day.exercises.length === 0 ? (
            <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">{t("coaching.log.restDay")}</p>
          ) : (
            day.data.day.exercises.map((exercise, index) => (
              <ExerciseLog
                key={index}
                exercise={exercise}
                sets={onPhone.sets.filter((set) => set.exerciseIndex === index)}
                video={day.data.videos.find((video) => video.id === exercise.videoPostId)}
                unit={unit}
                disabled={!day.data.canLog}
                onSave={save(index, exercise.name)}
                isQueued={(setNumber) =>
                  queued.has(planSetUrl({ assignmentId, dayIndex, exerciseIndex: index, setNumber }))
                }
              />
            ))
          )}
          <SessionStatusForm current={onPhone.session} disabled={!day.data.canLog} mark={markSession} />
          <CommentThread as="member" subject={{ assignmentId, dayIndex }} isLogged={day.data.session !== null} />
        </>
      )}
    </div>
  );
}
