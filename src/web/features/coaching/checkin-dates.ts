// How a check-in's week is named: its Monday in the reader's language.
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

/** A YYYY-MM-DD date in the reader's language ("Nov 23, 2026"), the same day in every time zone. */
export function useFormatDay() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}
