// Money, dates and countries in the visitor's language, for the sandbox pages.
import { useMemo } from "react";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { countryName, formatDate, formatDateTime } from "./format";

export function useSandboxFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { money } = useFormat();
  return useMemo(
    () => ({
      money,
      date: (iso: string) => formatDate(iso, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      country: (code: string) => countryName(code, locale),
    }),
    [money, locale],
  );
}
