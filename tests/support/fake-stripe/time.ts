// Time on the fake's clock, in Unix seconds as Stripe counts it: a day, and billing periods.

export const DAY = 86_400;

/** What the fake reads of a recurring price: how long one billing period is. */
export interface Recurrence {
  interval: string;
  interval_count: number;
}

/** Months after a billing anchor, keeping its day where the month has it (Jan 31 -> Feb 28 -> Mar 31). */
export function monthsAfter(anchor: number, months: number) {
  const date = new Date(anchor * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** `count` days, weeks, months or years after `start`. */
export function after(start: number, interval: string, count: number) {
  if (interval === "day") return start + count * DAY;
  if (interval === "week") return start + count * 7 * DAY;
  return monthsAfter(start, interval === "year" ? 12 * count : count);
}

/** One billing period of a recurring price after `start`. */
export const periodAfter = (start: number, recurring: Recurrence) =>
  after(start, recurring.interval, recurring.interval_count);

/**
 * The end of the billing period that starts at `start`: the first date after it in step with the
 * billing cycle anchor, counted from the anchor so a short month does not move the billing day
 * (anchored on Jan 31: Feb 28, then Mar 31; on Feb 29: Feb 28 for three years, then Feb 29).
 */
export function periodEndAfter(anchor: number, start: number, recurring: Recurrence) {
  for (let periods = 1; ; periods += 1) {
    const end = after(anchor, recurring.interval, periods * recurring.interval_count);
    if (end > start) return end;
  }
}

export const sameRecurrence = (a: Recurrence, b: Recurrence) =>
  a.interval === b.interval && a.interval_count === b.interval_count;
