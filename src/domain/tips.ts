// Tips: a one-off payment from a member to a creator, from a post, the creator's profile or a
// message thread, with an optional note the creator sees. Split 70/30 like every payment.
import { z } from "zod";

export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 50_000;
/** The amounts the tip dialog offers before "Other amount". */
export const TIP_PRESETS_CENTS = [300, 500, 1000, 2000] as const;
export const TIP_NOTE_MAX = 280;

/** Where the member tipped from: the way back after checkout, and the creator's analytics. */
export const tipPlaces = ["post", "profile", "message"] as const;
export type TipPlace = (typeof tipPlaces)[number];

export const isValidTip = (cents: number) =>
  Number.isInteger(cents) && cents >= TIP_MIN_CENTS && cents <= TIP_MAX_CENTS;

/** Body of POST /api/tips. */
export const tipRequestSchema = z
  .object({
    /** The creator's username. */
    creator: z.string().trim().min(1).max(64),
    amountCents: z.number().int().min(TIP_MIN_CENTS).max(TIP_MAX_CENTS),
    note: z.string().trim().max(TIP_NOTE_MAX).optional(),
    place: z.enum(tipPlaces),
    /** The post tipped from (place "post"). */
    postId: z.string().uuid().optional(),
  })
  .refine((tip) => (tip.place === "post") === (tip.postId !== undefined), {
    message: "A tip from a post names the post, and only then.",
    path: ["postId"],
  });
export type TipRequest = z.infer<typeof tipRequestSchema>;

/** A tip as the creator sees it in their list of tips. */
export interface ReceivedTip {
  id: string;
  follower: { username: string; name: string } | null;
  amountCents: number;
  note: string | null;
  place: TipPlace;
  post: { id: string; title: string } | null;
  paidAt: string;
}

/** Where checkout sends the member back when they leave without paying: where they tipped from. */
export function tipReturnPath(tip: { creator: string; place: TipPlace; postId?: string | null }) {
  const profile = `/influencer/${encodeURIComponent(tip.creator.toLowerCase())}`;
  switch (tip.place) {
    case "post":
      return `${profile}?post=${encodeURIComponent(tip.postId ?? "")}`;
    case "profile":
      return profile;
    case "message":
      // The inbox opens the thread with this creator (`?with=`): the tip names no conversation.
      return `/dashboard/follower/inbox?with=${encodeURIComponent(tip.creator.toLowerCase())}`;
  }
}
