// Dates and money in an email, the way its recipient's language writes them.
import type { Language } from "../../../domain/languages";
import { formatMoney } from "../../../domain/money";

// English emails keep the US style they always had ("November 24, 2026", "$12.99").
const locale = (language: Language) => (language === "en" ? "en-US" : language);

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day, long form, in UTC (billing periods are stored in UTC). */
export function emailDay(language: Language, iso: string) {
  let format = dayFormats.get(language);
  if (!format)
    dayFormats.set(
      language,
      (format = new Intl.DateTimeFormat(locale(language), { dateStyle: "long", timeZone: "UTC" })),
    );
  return format.format(new Date(iso));
}

export const emailMoney = (language: Language, cents: number) => formatMoney(cents, locale(language));
