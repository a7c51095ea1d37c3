// The profile sections (testimonials, weekly split, nutrition) as the settings form holds them:
// every weekday as a row, macros as typed text. Converted to the payload the shared schema checks.
import { emptyNutrition, macroFields, SPLIT_DAYS, type DailyMacros } from "../../../domain/profile-sections";
import type { OwnProfile } from "./queries";

export interface TestimonialDraft {
  /** Stable key for React; the server's id once saved. */
  key: string;
  id?: string;
  quote: string;
  author: string;
}

export interface SplitDayDraft {
  focus: string;
  notes: string;
  isRest: boolean;
}

export type MacroField = (typeof macroFields)[number];

export interface SectionsDraft {
  testimonials: TestimonialDraft[];
  /** Seven rows, Monday first. */
  weeklySplit: SplitDayDraft[];
  principles: string[];
  macros: Record<MacroField, string>;
}

/** The saved sections, as the own profile (GET /api/me/profile) answers them. */
export type SavedSections = Partial<
  Pick<NonNullable<OwnProfile["creator"]>, "testimonials" | "weeklySplit" | "nutrition">
>;

export const newTestimonial = (): TestimonialDraft => ({ key: crypto.randomUUID(), quote: "", author: "" });

export function toSectionsDraft(saved: SavedSections): SectionsDraft {
  const nutrition = saved.nutrition ?? emptyNutrition;
  return {
    testimonials: (saved.testimonials ?? []).map((testimonial) => ({ ...testimonial, key: testimonial.id })),
    weeklySplit: Array.from({ length: SPLIT_DAYS }, (_, day) => {
      const entry = saved.weeklySplit?.find((candidate) => candidate.day === day);
      return { focus: entry?.focus ?? "", notes: entry?.notes ?? "", isRest: entry?.isRest ?? false };
    }),
    principles: nutrition.principles,
    macros: Object.fromEntries(
      macroFields.map((field) => [field, nutrition.macros[field]?.toString() ?? ""]),
    ) as Record<MacroField, string>,
  };
}

/** Empty means not given; anything else goes to the schema as a number (NaN is refused there). */
const macroOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

export function toSectionsPayload(draft: SectionsDraft) {
  return {
    testimonials: draft.testimonials.map(({ key: _key, ...testimonial }) => testimonial),
    // Every row is sent with its day, so an error's index is the weekday.
    weeklySplit: draft.weeklySplit.map((entry, day) => ({ day, ...entry })),
    nutrition: {
      principles: draft.principles,
      macros: Object.fromEntries(
        macroFields.map((field) => [field, macroOf(draft.macros[field])]),
      ) as unknown as DailyMacros,
    },
  };
}
