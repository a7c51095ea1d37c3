// Where a member stands in a plan on their own calendar day: today's day, the week ahead and the
// days already behind, each with what was logged. Pure, so it is tested without a browser.
import { daysBetween, planDayIndex, type ProgramDay } from "../../../domain/coaching";

export interface SessionMark {
  dayIndex: number;
  status: string | null;
  loggedSets: number;
}

export type DayState = "done" | "partial" | "skipped" | "started" | "missed" | "rest" | "upcoming";

export interface ScheduledDay {
  dayIndex: number;
  day: ProgramDay;
  state: DayState;
  loggedSets: number;
}

interface PlanLike {
  startDate: string;
  weeks: number;
  days: ProgramDay[];
  sessions: SessionMark[];
}

function stateOf(plan: PlanLike, dayIndex: number, todayIndex: number): ScheduledDay {
  const day = plan.days[dayIndex]!;
  const session = plan.sessions.find((mark) => mark.dayIndex === dayIndex);
  const loggedSets = session?.loggedSets ?? 0;
  const marked = session?.status as DayState | null | undefined;
  const state: DayState = marked
    ? marked
    : loggedSets > 0
      ? "started"
      : day.rest || day.exercises.length === 0
        ? "rest"
        : dayIndex < todayIndex
          ? "missed"
          : "upcoming";
  return { dayIndex, day, state, loggedSets };
}

/**
 * Today's day (null before the start and after the end), the next seven days from today or from
 * the start, and the days already behind, latest first.
 */
export function planSchedule(plan: PlanLike, today: string) {
  const total = plan.weeks * 7;
  const todayIndex = daysBetween(plan.startDate, today);
  const current = planDayIndex(plan.startDate, plan.weeks, today);
  const aheadFrom = Math.max(0, todayIndex + (current === null ? 0 : 1));
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, Math.min(to, total) - from) }, (_, offset) =>
      stateOf(plan, from + offset, todayIndex),
    );
  return {
    phase: todayIndex < 0 ? ("upcoming" as const) : todayIndex >= total ? ("finished" as const) : ("current" as const),
    today: current === null ? null : stateOf(plan, current, todayIndex),
    ahead: range(aheadFrom, aheadFrom + 7),
    behind: range(0, Math.min(Math.max(todayIndex, 0), total)).reverse(),
  };
}

/** Sessions done (fully or partly) out of those planned, over the days behind and today. */
export function adherence(days: ScheduledDay[]) {
  const planned = days.filter((day) => day.state !== "rest");
  const done = planned.filter((day) => day.state === "done" || day.state === "partial");
  return { done: done.length, planned: planned.length };
}
