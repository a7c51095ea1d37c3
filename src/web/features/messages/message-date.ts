// When a message was sent, as spec 9 shows it: the time under 24 hours ago, the weekday under
// 168 hours (a week), otherwise a short date (with the year when it is not this year's).
const HOUR_MS = 60 * 60 * 1000;

export interface MessageDateOptions {
  /** The language to format in (the visitor's choice), e.g. "en" or "pt-BR". */
  locale: string;
  now?: Date;
  /** The reader's time zone by default; tests fix it. */
  timeZone?: string;
}

export function formatMessageDate(
  sentAt: Date | string,
  { locale, now = new Date(), timeZone }: MessageDateOptions,
): string {
  const date = typeof sentAt === "string" ? new Date(sentAt) : sentAt;
  const age = now.getTime() - date.getTime();
  let format: Intl.DateTimeFormatOptions;
  // A clock a little ahead of ours makes a fresh message look "in the future": still today's time.
  if (age < 24 * HOUR_MS) format = { hour: "numeric", minute: "2-digit" };
  else if (age < 168 * HOUR_MS) format = { weekday: "short" };
  else {
    const year = (value: Date) => new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(value);
    format =
      year(date) === year(now)
        ? { month: "short", day: "numeric" }
        : { month: "short", day: "numeric", year: "numeric" };
  }
  return new Intl.DateTimeFormat(locale, { ...format, timeZone }).format(date);
}

/** The full date and time, for a tooltip beside the short form. */
export const formatFullMessageDate = (sentAt: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(sentAt));
