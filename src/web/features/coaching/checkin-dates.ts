// The member's own calendar day, which picks the check-in's week, and how a week is named.
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

/** Today in this device's time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD date in the reader's language ("Nov 23, 2026"), the same day in every time zone. */
export function useFormatDay() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}
