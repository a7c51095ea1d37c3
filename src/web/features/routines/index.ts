// What the routines feature offers other features: hooks, functions and types (never components).
export { usePublicRoutines } from "./queries";
export { localToday } from "./routine-dates";
