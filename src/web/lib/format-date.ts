// Calendar dates (subscribed, renews) in the visitor's language, e.g. "Mar 4, 2026" or "4 mars 2026".
import { useMemo } from "react";
import { useTranslation } from "../i18n";

export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
