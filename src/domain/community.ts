// A creator's community: members' and the creator's posts, comments and reactions, and who may
// read and write there by tier. The server decides with these rules; the web mirrors them.
import { z } from "zod";
import { tiers, type Tier } from "./memberships";
import { moderationReason } from "./moderation";

export const COMMUNITY_POST_MAX_LENGTH = 2000;
export const COMMUNITY_COMMENT_MAX_LENGTH = 1000;
export const MAX_COMMUNITY_IMAGES = 4;
/** Pinned posts come first; a few at most, so the feed still starts with something new. */
export const MAX_PINNED_POSTS = 3;
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 30;
export const MAX_COMMUNITY_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Whether `tier` is `needed` or above (tiers are listed lowest first). Not memberships' tierRank:
 * that module rides in every first visit's shell, and any of its functions the lazy community
 * pages used would ride there with it.
 */
export const isTierAtLeast = (tier: Tier, needed: Tier) => tiers.indexOf(tier) >= tiers.indexOf(needed);

/** "rookie" means every follower (any membership); the others a paid tier and above. */
export interface CommunitySettings {
  readTier: Tier;
  postTier: Tier;
}
export const defaultCommunitySettings: CommunitySettings = { readTier: "rookie", postTier: "rookie" };

/** Who may post also reads: "who can post" is never wider than "who can read". */
export const communitySettingsSchema = z
  .object({ readTier: z.enum(tiers), postTier: z.enum(tiers) })
  .refine((settings) => isTierAtLeast(settings.postTier, settings.readTier), {
    message: "community.validation.postWiderThanRead",
    path: ["postTier"],
  });

/** What the viewer may do in a community; null tier = no membership granting anything. */
export interface CommunityAccess {
  canRead: boolean;
  /** Post and comment. */
  canWrite: boolean;
  /** Pin, close comments, remove anyone's posts and comments, change the settings. */
  canModerate: boolean;
}

export function communityAccess(
  settings: CommunitySettings,
  viewer: { isCreator: boolean; tier: Tier | null },
): CommunityAccess {
  if (viewer.isCreator) return { canRead: true, canWrite: true, canModerate: true };
  // A follower needs a membership that grants something; Rookie is the lowest tier there is.
  const { tier } = viewer;
  if (tier === null) return { canRead: false, canWrite: false, canModerate: false };
  const canRead = isTierAtLeast(tier, settings.readTier);
  return { canRead, canWrite: canRead && isTierAtLeast(tier, settings.postTier), canModerate: false };
}

const bodyText = (max: number) =>
  z.string().trim().min(1, "validation.required").max(max, "community.validation.tooLong");

export const communityPostSchema = z.object({
  body: bodyText(COMMUNITY_POST_MAX_LENGTH),
  imageIds: z.array(z.uuid()).max(MAX_COMMUNITY_IMAGES, "community.validation.tooManyImages").default([]),
});
export type CommunityPostInput = z.input<typeof communityPostSchema>;

export const communityCommentSchema = z.object({ body: bodyText(COMMUNITY_COMMENT_MAX_LENGTH) });

export const communityReportSchema = z.object({
  subject: z.enum(["post", "comment"]),
  id: z.uuid(),
  reason: moderationReason,
});
export type CommunityReportInput = z.infer<typeof communityReportSchema>;
