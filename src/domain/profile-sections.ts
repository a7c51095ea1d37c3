// The profile sections the spec names beyond the basics: testimonials, a weekly training split
// and a nutrition framework (spec section 2). Stored as JSON on the creator profile; the zod
// schemas here are shared by the settings form and the API.
import { z } from "zod";

export { hasNutrition, macroFields, splitDayOf, weekdayName } from "./profile-sections-view";

export const MAX_TESTIMONIALS = 10;
export const MAX_QUOTE_LENGTH = 500;
export const MAX_AUTHOR_LENGTH = 120;
export const SPLIT_DAYS = 7;
export const MAX_FOCUS_LENGTH = 80;
export const MAX_DAY_NOTES_LENGTH = 300;
export const MAX_PRINCIPLES = 10;
export const MAX_PRINCIPLE_LENGTH = 200;
export const MAX_MACRO_VALUE = 10000;
/** Member reviews a creator may feature on the profile at once. */
export const MAX_FEATURED_REVIEWS = 6;
/** What a member may write with their stars. */
export const MAX_RATING_COMMENT_LENGTH = 500;

/** A quote the creator adds by hand (member testimonials come from featured ratings). */
export interface Testimonial {
  id: string;
  quote: string;
  author: string;
}

/** One day of the 7-day plan; day 0 is Monday. A rest day may still carry notes. */
export interface WeeklySplitDay {
  day: number;
  focus: string;
  notes: string;
  isRest?: boolean;
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

export const testimonialSchema = z.object({
  id: z.string().max(64).optional(),
  quote: z.string().trim().max(MAX_QUOTE_LENGTH, "validation.tooLong"),
  author: z.string().trim().max(MAX_AUTHOR_LENGTH, "validation.tooLong").default(""),
});

/** Rows left blank are dropped; an author without a quote is refused so the typing is not lost. */
export const testimonialsSchema = z
  .array(testimonialSchema)
  .max(MAX_TESTIMONIALS, "profiles.sections.tooManyTestimonials")
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (item.quote === "" && item.author !== "")
        ctx.addIssue({ code: "custom", path: [index, "quote"], message: "profiles.sections.quoteRequired" });
    });
  })
  .transform((items) => items.filter((item) => item.quote !== ""));

export const weeklySplitDaySchema = z.object({
  day: z
    .number()
    .int()
    .min(0)
    .max(SPLIT_DAYS - 1),
  focus: z.string().trim().max(MAX_FOCUS_LENGTH, "validation.tooLong"),
  notes: z.string().trim().max(MAX_DAY_NOTES_LENGTH, "validation.tooLong").default(""),
  isRest: z.boolean().default(false),
});

/** Up to one entry per weekday, stored Monday first; days with nothing said are left out. */
export const weeklySplitSchema = z
  .array(weeklySplitDaySchema)
  .max(SPLIT_DAYS)
  .refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, "profiles.sections.duplicateDay")
  .transform((days) =>
    days.filter((entry) => entry.isRest || entry.focus !== "" || entry.notes !== "").sort((a, b) => a.day - b.day),
  );

const macro = z
  .number("profiles.sections.macroRange")
  .int("profiles.sections.macroRange")
  .min(0, "profiles.sections.macroRange")
  .max(MAX_MACRO_VALUE, "profiles.sections.macroRange")
  .nullable();

export const nutritionSchema = z.object({
  principles: z
    .array(z.string().max(MAX_PRINCIPLE_LENGTH, "validation.tooLong"))
    .max(MAX_PRINCIPLES, "profiles.sections.tooManyPrinciples")
    .transform((items) => items.map((item) => item.trim()).filter(Boolean)),
  macros: z.object({ calories: macro, proteinGrams: macro, carbsGrams: macro, fatGrams: macro }),
});

export const ratingCommentSchema = z.string().trim().max(MAX_RATING_COMMENT_LENGTH, "validation.tooLong");

/** A featured member review as the public profile shows it. */
export interface MemberTestimonial {
  username: string;
  name: string;
  stars: number;
  comment: string;
  ratedAt: string;
}

/** A rating with a comment, as the creator sees it when choosing what to feature. */
export interface MemberReview extends MemberTestimonial {
  isFeatured: boolean;
  /** Whether the member still holds a membership (only their reviews may be featured). */
  isCounted: boolean;
}
