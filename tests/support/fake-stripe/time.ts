// Time on the fake's clock, in Unix seconds as Stripe counts it: a day, and billing periods.

export const DAY = 86_400;

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
