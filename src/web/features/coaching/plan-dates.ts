// A plan's calendar as its member lives it: days as YYYY-MM-DD in their own time zone, shown in
// their language. Which day of the plan is today comes from the domain's planDayIndex.
import { useMemo } from "react";
import { addDays } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";

export { localToday } from "../routines";

/** A plan day's date in the reader's language, e.g. "Mon, Dec 7". */
export function useFormatPlanDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    // The date has no time zone: format it as the same calendar day everywhere.
    const format = new Intl.DateTimeFormat(i18n.language, {
      weekday: "short",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [i18n.language]);
}

/** The calendar date of a plan's day. */
export const planDate = (startDate: string, dayIndex: number) => addDays(startDate, dayIndex);
