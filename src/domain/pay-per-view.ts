// Pay-per-view posts: a creator may let members below a post's tier open it for good with one
// payment ($1-$200), split 70/30 like every payment. The access check becomes "tier or purchase".
import { z } from "zod";

export const UNLOCK_PRICE_MIN_CENTS = 100;
export const UNLOCK_PRICE_MAX_CENTS = 20_000;

/** The post form's field: a price in cents, or null for tier-only access. */
export const unlockPriceField = z
  .number()
  .int("validation.unlockPrice")
  .min(UNLOCK_PRICE_MIN_CENTS, "validation.unlockPrice")
  .max(UNLOCK_PRICE_MAX_CENTS, "validation.unlockPrice")
  .nullish();

/** Where checkout sends the member back when they leave without paying: the post. */
export const unlockReturnPath = (creator: string, postId: string) =>
  `/influencer/${encodeURIComponent(creator.toLowerCase())}?post=${encodeURIComponent(postId)}`;
