// The creator profile as the form holds it (prices as typed dollars, benefits as typed text)
// and its conversion to the API payload, checked with the same schema the server uses.
import type { ExploreCategory } from "../../../domain/creators";
import { DEFAULT_ALL_STAR_PRICE_CENTS, DEFAULT_PRO_PRICE_CENTS } from "../../../domain/money";
import {
  creatorProfileSchema,
  dollarsToCents,
  parseBenefits,
  type CreatorProfileInput,
  type SupplementCategory,
} from "../../../domain/profile-settings";
import type { OwnProfile } from "./queries";
import { toSectionsDraft, toSectionsPayload, type SectionsDraft } from "./sections-draft";

export interface SupplementDraft {
  /** Stable key for React; the server's id once saved. */
  key: string;
  id?: string;
  name: string;
  brand: string;
  category: SupplementCategory;
  price: string;
  timing: string;
  dosage: string;
  description: string;
  /** Comma-separated, as typed. */
  benefits: string;
  imageUrl: string;
  referralLink: string;
}

export interface CreatorDraft {
  philosophy: string;
  certifications: string[];
  hobbies: string[];
  achievements: string[];
  categories: ExploreCategory[];
  supplements: SupplementDraft[];
  proPrice: string;
  allStarPrice: string;
  /** Testimonials, weekly split and nutrition. */
  sections: SectionsDraft;
}

export type PriceField = "proPrice" | "allStarPrice";

const centsToText = (cents: number) => (cents / 100).toFixed(2);

export const newSupplement = (): SupplementDraft => ({
  key: crypto.randomUUID(),
  name: "",
  brand: "",
  category: "protein",
  price: "",
  timing: "",
  dosage: "",
  description: "",
  benefits: "",
  imageUrl: "",
  referralLink: "",
});

export function toCreatorDraft(creator: NonNullable<OwnProfile["creator"]>): CreatorDraft {
  return {
    philosophy: creator.philosophy,
    certifications: creator.certifications,
    hobbies: creator.hobbies,
    achievements: creator.achievements,
    categories: creator.categories,
    supplements: creator.supplements.map(({ benefits, ...supplement }) => ({
      ...supplement,
      key: supplement.id,
      benefits: benefits.join(", "),
    })),
    proPrice: centsToText(creator.proPriceCents),
    allStarPrice: centsToText(creator.allStarPriceCents),
    sections: toSectionsDraft(creator),
  };
}

const priceDefaults: Record<PriceField, number> = {
  proPrice: DEFAULT_PRO_PRICE_CENTS,
  allStarPrice: DEFAULT_ALL_STAR_PRICE_CENTS,
};

/** A typed price in cents: empty means the tier's default, non-numeric means 0 (spec section 5). */
export const priceCentsOf = (draft: CreatorDraft, field: PriceField) =>
  draft[field].trim() === "" ? priceDefaults[field] : dollarsToCents(draft[field]);

const isBlankSupplement = (supplement: SupplementDraft) =>
  Object.entries(supplement).every(
    ([field, value]) => ["key", "id", "category"].includes(field) || String(value).trim() === "",
  );

export function toCreatorPayload(draft: CreatorDraft): CreatorProfileInput {
  return {
    philosophy: draft.philosophy,
    certifications: draft.certifications,
    hobbies: draft.hobbies,
    achievements: draft.achievements,
    categories: draft.categories,
    supplements: draft.supplements.map(({ key: _key, benefits, ...supplement }) => ({
      ...supplement,
      benefits: parseBenefits(benefits),
    })),
    proPriceCents: priceCentsOf(draft, "proPrice"),
    allStarPriceCents: priceCentsOf(draft, "allStarPrice"),
    ...toSectionsPayload(draft.sections),
  };
}

/** Field paths of the form ("proPrice", "supplements.0.imageUrl") mapped to i18n keys. */
export type DraftErrors = Record<string, string>;

/** Payload field paths use cents; the form shows them on the dollar inputs. */
export const draftPathOf = (payloadPath: string) =>
  payloadPath.replace(/^proPriceCents$/, "proPrice").replace(/^allStarPriceCents$/, "allStarPrice");

export function checkCreatorDraft(draft: CreatorDraft): { payload: CreatorProfileInput; errors: DraftErrors } {
  const payload = toCreatorPayload(draft);
  const errors: DraftErrors = {};
  const result = creatorProfileSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) errors[draftPathOf(issue.path.join("."))] ??= issue.message;
  }
  for (const field of ["proPrice", "allStarPrice"] as const) {
    if (draft[field].trim() !== "" && !Number.isFinite(Number.parseFloat(draft[field])))
      errors[field] = "profiles.pricing.notANumber";
  }
  // A supplement with details but no name would be dropped on save; ask for the name rather than lose the typing.
  draft.supplements.forEach((supplement, index) => {
    if (supplement.name.trim() === "" && !isBlankSupplement(supplement))
      errors[`supplements.${index}.name`] = "profiles.supplements.nameRequired";
  });
  return { payload, errors };
}
