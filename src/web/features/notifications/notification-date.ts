// Spec 9: a notification's date is relative (minutes, hours, days) for a week, then a short date.
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this age on a notification shows its date instead of "n days ago". */
export const RELATIVE_DAYS = 7;

/**
 * "now", "5 minutes ago", "3 hours ago", "6 days ago", then "Mar 4" (with the year when it is
 * not this year's), in the reader's language. A date in the future (a clock ahead of ours)
 * reads as now.
 */
export function formatNotificationDate(createdAt: string | Date, now: Date, locale: string): string {
  const date = new Date(createdAt);
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "second");
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed < RELATIVE_DAYS * DAY_MS) return relative.format(-Math.floor(elapsed / DAY_MS), "day");
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    year: sameYear ? undefined : "numeric",
  }).format(date);
}

/** The full date and time, for the tooltip beside the relative one. */
export const formatFullDate = (createdAt: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(createdAt));
