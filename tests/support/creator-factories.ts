// Factories for creators with whole profiles and for memberships, written the way the app writes them.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ExploreCategory } from "../../src/domain/creators";
import type { MembershipStatus, Tier } from "../../src/domain/memberships";
import { creatorProfiles, memberships, profiles, type Supplement } from "../../src/server/db/schema";
import { refreshCreatorListing } from "../../src/server/features/creators/listing";
import { recountMembers } from "../../src/server/features/memberships/service";
import { createUser } from "./factories";
import type { TestApp } from "./test-app";

export interface CreatorOverrides {
  username?: string;
  bio?: string;
  location?: string;
  age?: number | null;
  /** False leaves the picture out, so the profile is not complete. */
  hasAvatar?: boolean;
  hasCover?: boolean;
  categories?: ExploreCategory[];
  proPriceCents?: number;
  allStarPriceCents?: number;
  philosophy?: string;
  certifications?: string[];
  hobbies?: string[];
  achievements?: string[];
  supplements?: Partial<Supplement>[];
  /** When the creator profile was created; lists are newest first. */
  createdAt?: Date;
}

export const supplement = (overrides: Partial<Supplement> = {}): Supplement => ({
  id: randomUUID(),
  name: "Whey Isolate",
  brand: "Iron Labs",
  category: "protein",
  price: "$49.99",
  timing: "After training",
  dosage: "30 g",
  description: "Fast-digesting protein.",
  benefits: ["Recovery"],
  imageUrl: "",
  referralLink: "https://shop.example.com/whey",
  ...overrides,
});

/** An influencer with a complete public profile unless told otherwise. */
export async function createCreator(t: TestApp, overrides: CreatorOverrides = {}) {
  const user = await createUser(t, { role: "influencer", username: overrides.username });
  await t.db
    .update(profiles)
    .set({
      bio: overrides.bio ?? `${user.username} coaches strength and mobility.`,
      location: overrides.location ?? "Austin, TX",
      age: overrides.age === undefined ? 30 : overrides.age,
      avatarKey: overrides.hasAvatar === false ? null : `avatars/${user.id}/pic`,
      coverKey: overrides.hasCover ? `covers/${user.id}/pic` : null,
    })
    .where(eq(profiles.userId, user.id));
  await t.db
    .update(creatorProfiles)
    .set({
      categories: overrides.categories ?? ["strength_training"],
      proPriceCents: overrides.proPriceCents ?? 999,
      allStarPriceCents: overrides.allStarPriceCents ?? 1999,
      philosophy: overrides.philosophy ?? "Consistency beats intensity.",
      certifications: overrides.certifications ?? ["NSCA-CSCS"],
      hobbies: overrides.hobbies ?? ["Climbing"],
      achievements: overrides.achievements ?? ["State champion"],
      supplements: (overrides.supplements ?? [{}]).map((item) => supplement(item)),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .where(eq(creatorProfiles.userId, user.id));
  await refreshCreatorListing(t.db, user.id);
  return user;
}

/** A membership as billing or the free follow leaves it; paid tiers run for another month. */
export async function createMembership(
  t: TestApp,
  follower: { id: string },
  creator: { id: string },
  tier: Tier,
  options: { status?: MembershipStatus; currentPeriodEnd?: Date | null } = {},
) {
  await t.db.insert(memberships).values({
    followerId: follower.id,
    creatorId: creator.id,
    tier,
    status: options.status ?? "active",
    currentPeriodEnd:
      options.currentPeriodEnd !== undefined
        ? options.currentPeriodEnd
        : tier === "rookie"
          ? null
          : new Date(Date.now() + 30 * 86_400_000),
  });
  await recountMembers(t.db, creator.id);
}
