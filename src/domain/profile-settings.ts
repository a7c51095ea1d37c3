// What a user may change on their profile, as zod schemas shared by the settings forms and the API.
import { z } from "zod";
import { exploreCategories } from "./creators";
import { PRICE_MAX_CENTS, PRICE_MIN_CENTS } from "./money";
import { nutritionSchema, testimonialsSchema, weeklySplitSchema } from "./profile-sections";

export const supplementCategories = ["protein", "vitamins", "performance", "recovery"] as const;
export type SupplementCategory = (typeof supplementCategories)[number];

export const MAX_LIST_ITEMS = 30;

/** Bio, location and age: the fields auto-saved while the user types. */
export const basicProfileSchema = z.object({
  bio: z.string().trim().max(1000, "validation.tooLong"),
  location: z.string().trim().max(120, "validation.tooLong"),
  age: z
    .number("validation.ageInvalid")
    .int("validation.ageInvalid")
    .min(13, "validation.ageInvalid")
    .max(120, "validation.ageInvalid")
    .nullable(),
});
export type BasicProfileInput = z.infer<typeof basicProfileSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "validation.urlInvalid");

/** A list of short texts: trimmed, empties dropped (spec section 5). */
const textList = z
  .array(z.string().max(200, "validation.tooLong"))
  .max(MAX_LIST_ITEMS)
  .transform((items) => items.map((item) => item.trim()).filter(Boolean));

export const supplementSchema = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().max(120, "validation.tooLong"),
  brand: z.string().trim().max(120).default(""),
  category: z.enum(supplementCategories).default("protein"),
  price: z.string().trim().max(40).default(""),
  timing: z.string().trim().max(120).default(""),
  dosage: z.string().trim().max(120).default(""),
  description: z.string().trim().max(1000).default(""),
  benefits: z
    .array(z.string().max(120))
    .max(20)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean)),
  imageUrl: optionalUrl.default(""),
  referralLink: optionalUrl.default(""),
});
export type SupplementInput = z.input<typeof supplementSchema>;
/** A supplement as stored and read back: what the schema makes of the input, with the id the server gave it. */
export type Supplement = Omit<z.output<typeof supplementSchema>, "id"> & { id: string };

/** Nothing typed but perhaps a category (which always has a value): an empty row of the form. */
const isBlankSupplement = (supplement: z.output<typeof supplementSchema>) =>
  [
    supplement.brand,
    supplement.price,
    supplement.timing,
    supplement.dosage,
    supplement.description,
    supplement.imageUrl,
    supplement.referralLink,
  ].every((value) => value === "") && supplement.benefits.length === 0;

const priceCents = z
  .number("validation.priceInvalid")
  .int("validation.priceInvalid")
  .min(PRICE_MIN_CENTS, "validation.priceRange")
  .max(PRICE_MAX_CENTS, "validation.priceRange");

/** Everything a creator keeps beyond the basic profile. */
export const creatorProfileSchema = z.object({
  philosophy: z.string().trim().max(2000, "validation.tooLong"),
  certifications: textList,
  hobbies: textList,
  achievements: textList,
  // Blank supplements are dropped on save (spec section 5); one with details but no name is
  // refused, so what the creator typed is never lost without a word.
  supplements: z
    .array(supplementSchema)
    .max(MAX_LIST_ITEMS)
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        if (item.name === "" && !isBlankSupplement(item)) {
          ctx.addIssue({ code: "custom", path: [index, "name"], message: "profiles.supplements.nameRequired" });
        }
      });
    })
    .transform((items) => items.filter((item) => item.name !== "")),
  categories: z
    .array(z.enum(exploreCategories))
    .max(exploreCategories.length)
    .transform((items) => [...new Set(items)]),
  proPriceCents: priceCents,
  allStarPriceCents: priceCents,
  // The spec's further sections; left out, they stay as saved.
  testimonials: testimonialsSchema.optional(),
  weeklySplit: weeklySplitSchema.optional(),
  nutrition: nutritionSchema.optional(),
});
export type CreatorProfileInput = z.input<typeof creatorProfileSchema>;

/** Splits the comma-separated benefits a user types into the list we store. */
export const parseBenefits = (text: string) =>
  text
    .split(",")
    .map((benefit) => benefit.trim())
    .filter(Boolean);

/** A price typed in dollars, as cents; anything non-numeric becomes 0 (spec section 5). */
export function dollarsToCents(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
