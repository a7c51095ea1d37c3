// Money and counts formatted for the language the visitor chose.
import { useMemo } from "react";
import { useTranslation } from "../i18n";
import { formatCount } from "../../domain/creators";
import { formatMoney } from "../../domain/money";

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(cents, locale),
      count: (count: number) => formatCount(count, locale),
      /** A time of day, e.g. 6:30 AM in English and 06:30 in French. */
      time: (hours: number, minutes: number) =>
        new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(
          new Date(2000, 0, 1, hours, minutes),
        ),
    }),
    [locale],
  );
}
