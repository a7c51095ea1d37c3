// What the weekly tips feature offers the app: its job and its development trigger.
export { devWeeklyTipsRoutes } from "./dev-routes";
export { sendWeeklyTips, WEEKLY_TIPS_JOB } from "./job";
