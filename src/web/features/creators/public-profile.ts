// The shape of GET /api/creators/:username: a creator's profile as the signed-in viewer may see it.
import type { ExploreCategory } from "../../../domain/creators";
import type { ImageUrls } from "../../../domain/images";
import type { Tier } from "../../../domain/memberships";
import type { SupplementCategory } from "../../../domain/profile-settings";
import type {
  MemberTestimonial,
  NutritionFramework,
  Testimonial,
  WeeklySplitDay,
} from "../../../domain/profile-sections";

export interface PublicSupplement {
  id: string;
  name: string;
  brand: string;
  category: SupplementCategory;
  price: string;
  timing: string;
  dosage: string;
  description: string;
  benefits: string[];
  imageUrl: string;
  /** Only sent to PRO and ALL STAR members and the creator; null (or empty) otherwise. */
  referralLink: string | null;
  /** The creator gave a link the viewer's tier does not unlock. */
  isLinkLocked: boolean;
}

export interface PublicProfile {
  username: string;
  /** False while the creator has not filled in the basics: shown as "under construction". */
  isComplete: boolean;
  /** The language the creator writes in (en, es, fr, pt-BR). */
  contentLanguage: string;
  bio: string;
  location: string;
  age: number | null;
  avatarUrls: ImageUrls | null;
  coverUrls: ImageUrls | null;
  joinedAt: string;
  philosophy: string;
  certifications: string[];
  hobbies: string[];
  achievements: string[];
  categories: ExploreCategory[];
  supplements: PublicSupplement[];
  /** The spec's further sections: quotes the creator added, featured member reviews, the week's plan, nutrition. */
  testimonials: Testimonial[];
  memberTestimonials: MemberTestimonial[];
  weeklySplit: WeeklySplitDay[];
  nutrition: NutritionFramework;
  prices: { rookieCents: 0; proCents: number; allStarCents: number };
  /** PRO and ALL STAR can be bought (the creator's payouts are verified); otherwise only the free follow. */
  takesPaidMembers: boolean;
  /** The platform has a translation provider: Translate is offered to readers of another language. */
  isTranslationAvailable: boolean;
  stats: { subscriberCount: number; averageRating: number | null; ratingCount: number };
  viewer: { tier: Tier | null; isOwnProfile: boolean; canFollow: boolean; stars: number | null; comment?: string };
}
