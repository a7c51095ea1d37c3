// Monday's weekly tips email (issue 23): which week a round is for, and how many of each thing
// one email lists. Shared by the job and its tests.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The job's schedule: hourly on Monday morning (UTC); the first round does the work, later ones retry what failed. */
export const WEEKLY_TIPS_CRON = "5 6-11 * * 1";

/** How far back "this week's" posts and records reach. */
export const WEEKLY_TIPS_LOOKBACK_DAYS = 7;
/** How many days of a plan "the week ahead" shows, from the day the email is made. */
export const WEEK_AHEAD_DAYS = 7;

export const MAX_TIPS_POSTS = 10;
export const MAX_TIPS_PLANS = 3;
export const MAX_TIPS_RECORDS = 10;

/** `YYYY-MM-DD` of a UTC calendar day. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC, `YYYY-MM-DD`) of the week `at` falls in: the week an email is for. */
export function weekStartOf(at: Date): string {
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return utcDate(new Date(at.getTime() - daysSinceMonday * DAY_MS));
}
