// The creator's community setting: who can read, who can post (each: every follower, PRO and
// above, or ALL STAR only).
import type { CommunitySettings } from "../../../domain/community";
import type { Database } from "../../db/client";
import { communitySettings } from "../../db/schema";
import { readSettings } from "./access";
import { hintCommunity } from "./hints";

export const getCommunitySettings = (db: Database, creatorId: string) => readSettings(db, creatorId);

export async function saveCommunitySettings(db: Database, creatorId: string, settings: CommunitySettings) {
  await db.transaction(async (tx) => {
    // Members who could read before and cannot now see their page refused, and the reverse.
    await hintCommunity(tx, creatorId, creatorId);
    await tx
      .insert(communitySettings)
      .values({ creatorId, ...settings })
      .onConflictDoUpdate({ target: communitySettings.creatorId, set: { ...settings, updatedAt: new Date() } });
  });
  return settings;
}
