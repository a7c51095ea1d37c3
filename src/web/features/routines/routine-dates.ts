// Calendar days as the editor and the profile use them: YYYY-MM-DD in the viewer's own time zone.
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

/** Today in the viewer's time zone (not UTC: a routine belongs to the day the viewer is living). */
export function localToday(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A routine's day in the viewer's language, e.g. "Mon, Mar 9, 2026". */
export function useFormatRoutineDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    // The date has no time zone: format it as the same calendar day everywhere.
    const format = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);
}
