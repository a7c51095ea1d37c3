// A creator's latest 10 routines on their profile; an unlocked one opens to show its timeline.
import { useId, useState } from "react";
import type { PublicRoutine } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { DailyTimeline } from "./daily-timeline";
import { ChevronIcon, LockIcon } from "./routine-icons";
import { useFormatRoutineDate } from "./routine-dates";

function PublicRoutineItem({ routine, username }: { routine: PublicRoutine; username: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatRoutineDate();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const summary = (
    <span className="min-w-0 flex-1">
      <span className="block text-sm font-semibold text-slate-900">{formatDate(routine.routineDate)}</span>
      <span className="block truncate text-sm text-slate-700">{routine.title || t("routines.recent.untitled")}</span>
      <span className="block text-xs text-slate-500">
        {t("routines.recent.blockCount", { count: routine.blockCount })}
      </span>
    </span>
  );

  if (routine.isLocked) {
    return (
      <li className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
        {summary}
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          <LockIcon className="h-3.5 w-3.5" />
          {t("routines.public.locked.badge")}
        </span>
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50"
      >
        {summary}
        <ChevronIcon className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-100 px-4 py-4">
        {isOpen && (
          <div className="space-y-3">
            {routine.notes && <p className="text-sm whitespace-pre-line text-slate-700">{routine.notes}</p>}
            <DailyTimeline
              blocks={routine.blocks}
              username={username}
              label={t("routines.public.timelineOf", { date: formatDate(routine.routineDate) })}
            />
          </div>
        )}
      </div>
    </li>
  );
}

export function PublicRoutineList({ routines, username }: { routines: PublicRoutine[]; username: string }) {
  return (
    <ul className="space-y-2">
      {routines.map((routine) => (
        <PublicRoutineItem key={routine.routineDate} routine={routine} username={username} />
      ))}
    </ul>
  );
}
