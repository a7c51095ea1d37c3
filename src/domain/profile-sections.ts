// The profile sections the spec names beyond the basics: testimonials, a weekly training split
// and a nutrition framework (spec section 2). Stored as JSON on the creator profile.

/** A quote the creator adds by hand (member testimonials come from featured ratings). */
export interface Testimonial {
  id: string;
  quote: string;
  author: string;
}

/** One day of the 7-day plan; day 0 is Monday. */
export interface WeeklySplitDay {
  day: number;
  focus: string;
  notes: string;
}

export interface DailyMacros {
  calories: number | null;
  proteinGrams: number | null;
  carbsGrams: number | null;
  fatGrams: number | null;
}

export interface NutritionFramework {
  principles: string[];
  macros: DailyMacros;
}

export const emptyNutrition: NutritionFramework = {
  principles: [],
  macros: { calories: null, proteinGrams: null, carbsGrams: null, fatGrams: null },
};
