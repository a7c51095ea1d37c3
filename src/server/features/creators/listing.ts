// Keeps a creator's explore listing (completeness flag and search text) in step with the
// profile it is derived from. Call after any write to the profile or creator profile.
import { eq } from "drizzle-orm";
import { creatorSearchText, isProfileComplete } from "../../../domain/creators";
import type { Queryable } from "../../db/client";
import { creatorProfiles, profiles, users } from "../../db/schema";

export async function refreshCreatorListing(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      suspendedAt: users.suspendedAt,
      bio: profiles.bio,
      location: profiles.location,
      age: profiles.age,
      avatarKey: profiles.avatarKey,
      proPriceCents: creatorProfiles.proPriceCents,
      categories: creatorProfiles.categories,
    })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .innerJoin(profiles, eq(profiles.userId, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, userId));
  if (!row) return;
  await db
    .update(creatorProfiles)
    // A suspended creator is not listed (explore, featured, search, sitemap all read this flag).
    .set({
      isComplete: isProfileComplete(row) && !row.suspendedAt,
      searchText: creatorSearchText(row.username, row.bio, row.categories),
    })
    .where(eq(creatorProfiles.userId, userId));
}
