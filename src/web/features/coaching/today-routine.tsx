// A creator's routine for today as the member's "Today's routine" page shows it: its title, its
// workouts with their times, and the ways on: log the workout, or play it on the creator's profile.
import { Link } from "react-router";
import { endsNextDay, type PublicRoutine } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";

interface TodayRoutineProps {
  routine: PublicRoutine;
  username: string;
  /** The member's day, YYYY-MM-DD: the day the log is kept under. */
  today: string;
}

export function TodayRoutine({ routine, username, today }: TodayRoutineProps) {
  const { t } = useTranslation();
  const path = encodeURIComponent(username);
  const workouts = routine.isLocked ? [] : routine.blocks.filter((block) => block.type === "workout");
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h3 className="font-semibold text-slate-900">{routine.title || t("routines.recent.untitled")}</h3>
      {routine.isLocked ? (
        // Only when the membership ended since the list was loaded: the server no longer shows the blocks.
        <p className="text-sm text-slate-600">{t("routines.public.locked.text")}</p>
      ) : workouts.length === 0 ? (
        <p className="text-sm text-slate-600">{t("coaching.today.noWorkouts")}</p>
      ) : (
        <ul aria-label={t("coaching.today.workoutsOf", { username })} className="divide-y divide-slate-100">
          {workouts.map((block) => (
            <li
              key={`${block.startTime}-${block.activity}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
            >
              <span className="min-w-0 font-medium break-words text-slate-900">{block.activity}</span>
              <span className="text-sm text-slate-600 tabular-nums">
                {block.startTime} – {block.endTime}
                {endsNextDay(block.startTime, block.endTime) && ` (${t("routines.blocks.endsNextDay")})`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        {workouts.length > 0 && (
          <Link
            to={`/dashboard/follower/routine-log/${path}/${today}`}
            className={buttonClasses("primary", "md", "w-full sm:w-auto")}
          >
            {t("routines.player.log")}
          </Link>
        )}
        <Link to={`/influencer/${path}?tab=routine`} className={buttonClasses("secondary", "md", "w-full sm:w-auto")}>
          {t("coaching.today.openRoutine")}
        </Link>
      </div>
    </div>
  );
}
