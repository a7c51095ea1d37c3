// What showing the profile sections needs, without the schemas (and zod): the public profile's
// lazily loaded sections import only this.
import type { NutritionFramework } from "./profile-sections";

export const macroFields = ["calories", "proteinGrams", "carbsGrams", "fatGrams"] as const;

export const hasNutrition = (nutrition: NutritionFramework) =>
  nutrition.principles.length > 0 || macroFields.some((field) => nutrition.macros[field] !== null);

/** The weekday's name in the language (day 0 is Monday): 1 January 2024 was a Monday. */
export const weekdayName = (day: number, locale: string, style: "long" | "short" = "long") =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + day)));

/** Today's index in the split (Monday 0 .. Sunday 6), in the clock's own time zone. */
export const splitDayOf = (date: Date) => (date.getDay() + 6) % 7;
