// Why a member cancels: asked in the cancel dialog (a fixed list and their own words, both
// optional), counted for the creator's analytics and the owner's figures.
import { z } from "zod";

export const cancellationReasons = [
  "too_expensive",
  "not_using",
  "content_not_for_me",
  "reached_goal",
  "technical_problems",
  "other",
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const CANCELLATION_DETAILS_MAX = 500;

/** Body of POST /api/me/memberships/:username/cancel (optional). */
export const cancelRequestSchema = z.object({
  reason: z.enum(cancellationReasons).optional(),
  details: z.string().trim().max(CANCELLATION_DETAILS_MAX).optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;
