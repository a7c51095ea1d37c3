// What the routines feature offers other features: hooks, functions and types (never components).
export { localToday } from "./routine-dates";
