// A member's star rating of a creator, and the average the profile, cards and overview show.
import { z } from "zod";
import { ratingCommentSchema } from "./profile-sections";

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const starValues = [1, 2, 3, 4, 5] as const;

export const ratingSchema = z.object({
  stars: z.number().int().min(MIN_STARS).max(MAX_STARS),
  // Left out, the comment stays as it was; "" takes it back.
  comment: ratingCommentSchema.optional(),
});
export type RatingInput = z.infer<typeof ratingSchema>;

/** The average of the counted ratings to one decimal, or null when nobody has rated. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** What a rating change answers: the viewer's stars and the creator's new totals. */
export interface RatingResult {
  stars: number | null;
  /** What the member wrote with the stars ("" for none). */
  comment?: string;
  averageRating: number | null;
  ratingCount: number;
}
