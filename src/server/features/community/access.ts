// Who may do what in a creator's community, decided once per request from the creator's setting
// and the viewer's membership: every community read and write goes through here.
import { eq } from "drizzle-orm";
import {
  communityAccess,
  defaultCommunitySettings,
  type CommunityAccess,
  type CommunitySettings,
} from "../../../domain/community";
import type { Tier } from "../../../domain/memberships";
import type { Database, Queryable } from "../../db/client";
import { communitySettings, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId, viewerTierFor } from "../memberships";

export interface CommunityViewer {
  id: string;
  tier: Tier | null;
  isCreator: boolean;
}

export interface Community {
  creatorId: string;
  settings: CommunitySettings;
  viewer: CommunityViewer;
  access: CommunityAccess;
}

export async function readSettings(db: Queryable, creatorId: string): Promise<CommunitySettings> {
  const [row] = await db
    .select({ readTier: communitySettings.readTier, postTier: communitySettings.postTier })
    .from(communitySettings)
    .where(eq(communitySettings.creatorId, creatorId));
  return row ?? defaultCommunitySettings;
}

/** The community of this creator as the viewer sees it (suspended creators have none: 404). */
export async function communityFor(db: Database, creatorId: string, viewerId: string): Promise<Community> {
  const isCreator = viewerId === creatorId;
  const [settings, tier] = await Promise.all([
    readSettings(db, creatorId),
    isCreator ? null : viewerTierFor(db, viewerId, creatorId),
  ]);
  const viewer = { id: viewerId, tier, isCreator };
  return { creatorId, settings, viewer, access: communityAccess(settings, viewer) };
}

export async function communityByUsername(db: Database, username: string, viewerId: string) {
  return communityFor(db, await findCreatorId(db, username), viewerId);
}

/**
 * 403 with a code the web words: not a follower at all ("Follow to join the community"), or a
 * follower whose tier is below what the creator set (with the tier it takes).
 */
function refused(community: Community, needed: Tier, what: "read" | "write") {
  if (community.viewer.tier === null) {
    return new AppError("community_follow_required", 403, "Follow this creator to join their community.");
  }
  return new AppError(
    "community_tier_required",
    403,
    what === "read" ? "This community is open to a higher tier." : "Posting here is open to a higher tier.",
    { requiredTier: needed },
  );
}

export function requireRead(community: Community) {
  if (!community.access.canRead) throw refused(community, community.settings.readTier, "read");
}

export function requireWrite(community: Community) {
  requireRead(community);
  if (!community.access.canWrite) throw refused(community, community.settings.postTier, "write");
}

export function requireModerator(community: Community) {
  requireRead(community);
  if (!community.access.canModerate) {
    throw new AppError("community_creator_only", 403, "Only the creator can do this in their community.");
  }
}

/** The creator's public face for the community page's header. */
export async function creatorSummary(db: Database, creatorId: string) {
  const [creator] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, creatorId));
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  return creator;
}
