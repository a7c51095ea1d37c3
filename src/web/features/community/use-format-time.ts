// When a post or comment was written, in the reader's language, e.g. "Nov 27, 2026, 7:05 AM".
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

export function useFormatTime() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
