// Creator rules shared by server and web: explore categories, profile completeness, counts.
import type { ImageUrls } from "./images";
import { PRICE_MIN_CENTS } from "./money";

export const exploreCategories = ["strength_training", "yoga_flexibility", "cardio_running", "nutrition"] as const;
export type ExploreCategory = (typeof exploreCategories)[number];

export const FEATURED_CREATORS_LIMIT = 4;

export interface CompletenessFields {
  username: string;
  bio: string;
  location: string;
  age: number | null;
  avatarKey: string | null;
  proPriceCents: number;
}

/**
 * A profile is listed in explore and may be featured only when it has a real picture,
 * a bio, a location, an age and a PRO price of at least 4.99 (spec section 5).
 */
export function isProfileComplete(profile: CompletenessFields): boolean {
  return (
    profile.username.trim() !== "" &&
    profile.bio.trim() !== "" &&
    profile.location.trim() !== "" &&
    profile.age !== null &&
    profile.avatarKey !== null &&
    profile.proPriceCents >= PRICE_MIN_CENTS
  );
}

/** Subscriber counts of 1000 and more read as x.xK. */
export function formatCount(count: number, locale: string): string {
  if (count < 1000) return new Intl.NumberFormat(locale).format(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(thousands)}K`;
}

/** A creator as a card in lists (home, explore). */
export interface CreatorCard {
  username: string;
  bio: string;
  location: string;
  categories: ExploreCategory[];
  avatarUrls: ImageUrls | null;
  proPriceCents: number;
  subscriberCount: number;
  /** Members' average stars to one decimal (null before the first rating), and how many rated. */
  averageRating: number | null;
  ratingCount: number;
  /** Paid tiers can be bought (the creator's payouts are verified); otherwise only the free follow. */
  takesPaidMembers: boolean;
}

/** The lower-cased text explore searches: username, bio and the creator's category words. */
export function creatorSearchText(username: string, bio: string, categories: readonly string[]): string {
  return [username, bio, ...categories.map((category) => category.replace(/_/g, " "))].join(" ").toLowerCase();
}

export const EXPLORE_PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 100;
