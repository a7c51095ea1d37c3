// An average rating written with one decimal in the viewer's language (4.5, 4,5).
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

export function useFormatRating() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (average: number) => format.format(average);
  }, [locale]);
}
