// Creator queries: the featured list on the home page.
import { desc, eq } from "drizzle-orm";
import { FEATURED_CREATORS_LIMIT, type CreatorCard, type ExploreCategory } from "../../../domain/creators";
import { imageUrls } from "../../../domain/images";
import type { Database } from "../../db/client";
import { creatorProfiles, profiles, users } from "../../db/schema";

const cardColumns = {
  username: users.username,
  bio: profiles.bio,
  location: profiles.location,
  avatarKey: profiles.avatarKey,
  categories: creatorProfiles.categories,
  proPriceCents: creatorProfiles.proPriceCents,
};

interface CardRow {
  username: string;
  bio: string;
  location: string;
  avatarKey: string | null;
  categories: string[];
  proPriceCents: number;
}

function toCard(row: CardRow, subscriberCount: number): CreatorCard {
  return {
    username: row.username,
    bio: row.bio,
    location: row.location,
    categories: row.categories as ExploreCategory[],
    avatarUrls: imageUrls("avatar", row.avatarKey),
    proPriceCents: row.proPriceCents,
    subscriberCount,
  };
}

/** Up to four complete creator profiles, newest first. */
export async function listFeaturedCreators(db: Database): Promise<CreatorCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .innerJoin(profiles, eq(profiles.userId, creatorProfiles.userId))
    .where(eq(creatorProfiles.isComplete, true))
    .orderBy(desc(creatorProfiles.createdAt), desc(creatorProfiles.userId))
    .limit(FEATURED_CREATORS_LIMIT);
  return rows.map((row) => toCard(row, 0));
}
