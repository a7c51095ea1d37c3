// Keeps a creator's explore listing (completeness flag and search text) in step with the
// profile it is derived from. Call after any write to the profile or creator profile.
import { eq } from "drizzle-orm";
import { creatorSearchText, isProfileComplete } from "../../../domain/creators";
import type { Database } from "../../db/client";
import { creatorProfiles, profiles, users } from "../../db/schema";

export async function refreshCreatorListing(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
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
    .set({ isComplete: isProfileComplete(row), searchText: creatorSearchText(row.username, row.bio, row.categories) })
    .where(eq(creatorProfiles.userId, userId));
}
