// What the translation feature offers other features: hooks, functions and types (never components).
export { useRoutineTranslation } from "./routine-translation";
export { usePostTranslation } from "./post-translation";
export { useReadingPreferences } from "./reading-preferences";
