// /dashboard/influencer/clients/:memberId/:assignmentId/:dayIndex: a client's day as they logged
// it (every set, how it went, their note) and the thread to comment on it.
import { Link, useParams } from "react-router";
import { fromKg } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { QueryStatus } from "../../ui/query-status";
import { CommentThread } from "./comment-thread";
import { useClientDay } from "./queries";
import { useLoadUnit } from "./use-load-unit";

export function ClientDayPage() {
  const { t } = useTranslation();
  const params = useParams();
  const memberId = params.memberId ?? "";
  const assignmentId = params.assignmentId ?? "";
  const dayIndex = Number(params.dayIndex ?? 0);
  const day = useClientDay(assignmentId, dayIndex);
  const unit = useLoadUnit();
  const title = t("coaching.plan.weekDay", { week: Math.floor(dayIndex / 7) + 1, day: (dayIndex % 7) + 1 });
  const setText = (set: { reps: number | null; loadKg: number | null; rpe: number | null; seconds: number | null }) =>
    set.seconds !== null
      ? t("coaching.records.seconds", { seconds: set.seconds })
      : [
          t("coaching.client.reps", { count: set.reps ?? 0 }),
          set.loadKg !== null ? `${fromKg(set.loadKg, unit)} ${t(`coaching.units.${unit}`)}` : null,
          set.rpe !== null ? t("coaching.log.targetRpe", { rpe: set.rpe }) : null,
        ]
          .filter(Boolean)
          .join(" · ");

  return (
    <div className="space-y-5">
      <title>{t("coaching.client.dayDocumentTitle", { day: title })}</title>
      <header>
        <Link
          to={`/dashboard/influencer/clients/${encodeURIComponent(memberId)}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t("coaching.client.backToClient")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      </header>
      <QueryStatus query={day} loading={t("coaching.log.loading")} failed={t("coaching.log.loadFailed")} />
      {day.data && (
        <>
          <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
            {day.data.session?.status
              ? t(`coaching.session.${day.data.session.status}`)
              : day.data.sets.length > 0
                ? t("coaching.plan.states.started", { count: day.data.sets.length })
                : t("coaching.client.notLogged")}
            {day.data.session?.note && ` · “${day.data.session.note}”`}
          </p>
          {day.data.day.exercises.map((exercise, index) => {
            const sets = day.data.sets.filter((set) => set.exerciseIndex === index);
            return (
              <section
                key={index}
                aria-label={exercise.name}
                className="rounded-2xl border border-slate-200 bg-white p-4"
              >
                <h2 className="font-semibold text-slate-900">{exercise.name}</h2>
                {sets.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">{t("coaching.client.noSets")}</p>
                ) : (
                  <ol className="mt-2 space-y-1 text-sm text-slate-800">
                    {sets.map((set) => (
                      <li key={set.setNumber}>
                        {t("coaching.client.setNumber", { number: set.setNumber })}: {setText(set)}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
          <CommentThread as="coach" subject={{ assignmentId, dayIndex }} isLogged={day.data.session !== null} />
        </>
      )}
    </div>
  );
}
