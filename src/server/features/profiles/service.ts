// A user's own profile: reading it for the settings screens, saving the basic fields,
// the creator profile, and replacing the profile picture or cover.
import { eq } from "drizzle-orm";
import { imageUrls, imageVariantKey, profileImageKinds, type ProfileImageKind } from "../../../domain/images";
import type { BasicProfileInput, creatorProfileSchema } from "../../../domain/profile-settings";
import type { SessionUser } from "../../../domain/roles";
import type { z } from "zod";
import type { Storage } from "../../adapters/storage";
import type { Database } from "../../db/client";
import { creatorProfiles, profiles } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { refreshCreatorListing } from "../creators";
import { storeProfileImage } from "../media";

export async function getOwnProfile(db: Database, user: SessionUser) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const [creator] =
    user.role === "influencer"
      ? await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id))
      : [];
  return {
    username: user.username,
    email: user.email,
    role: user.role,
    bio: profile?.bio ?? "",
    location: profile?.location ?? "",
    age: profile?.age ?? null,
    avatarUrls: imageUrls("avatar", profile?.avatarKey),
    coverUrls: imageUrls("cover", profile?.coverKey),
    updatedAt: profile?.updatedAt.toISOString() ?? null,
    creator: creator
      ? {
          philosophy: creator.philosophy,
          certifications: creator.certifications,
          hobbies: creator.hobbies,
          achievements: creator.achievements,
          supplements: creator.supplements,
          categories: creator.categories,
          proPriceCents: creator.proPriceCents,
          allStarPriceCents: creator.allStarPriceCents,
          isComplete: creator.isComplete,
          testimonials: creator.testimonials,
          weeklySplit: creator.weeklySplit,
          nutrition: creator.nutrition,
        }
      : null,
  };
}

export type OwnProfile = Awaited<ReturnType<typeof getOwnProfile>>;

export async function saveBasicProfile(db: Database, user: SessionUser, input: Partial<BasicProfileInput>) {
  await db
    .insert(profiles)
    .values({ userId: user.id, ...input })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: new Date() } });
  if (user.role === "influencer") await refreshCreatorListing(db, user.id);
}

export async function saveCreatorProfile(
  db: Database,
  user: SessionUser,
  input: z.output<typeof creatorProfileSchema>,
) {
  if (user.role !== "influencer") throw new AppError("forbidden", 403, "Only creators have a creator profile.");
  const supplements = input.supplements.map((supplement) => ({
    ...supplement,
    id: supplement.id ?? crypto.randomUUID(),
  }));
  const testimonials = input.testimonials?.map((testimonial) => ({
    ...testimonial,
    id: testimonial.id ?? crypto.randomUUID(),
  }));
  await db
    .insert(creatorProfiles)
    .values({ userId: user.id, ...input, supplements, testimonials })
    .onConflictDoUpdate({
      target: creatorProfiles.userId,
      set: { ...input, supplements, testimonials, updatedAt: new Date() },
    });
  await refreshCreatorListing(db, user.id);
}

const keyColumn = { avatar: "avatarKey", cover: "coverKey" } as const;
const bytesColumn = { avatar: "avatarBytes", cover: "coverBytes" } as const;

/** Bytes the picture's variants take in storage, for a creator's storage quota. */
async function variantBytes(storage: Storage, kind: ProfileImageKind, baseKey: string) {
  const widths = Object.values(profileImageKinds[kind].widths);
  const sizes = await Promise.all(
    widths.map(async (width) => (await storage.stat(imageVariantKey(baseKey, width)))?.size ?? 0),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Stores the new picture's variants, points the profile at them, then removes the old ones. */
export async function replaceProfileImage(
  db: Database,
  storage: Storage,
  user: SessionUser,
  kind: ProfileImageKind,
  input: Buffer | string,
) {
  const [current] = await db
    .select({ key: profiles[keyColumn[kind]] })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const baseKey = await storeProfileImage(storage, kind, user.id, input);
  const stored = { [keyColumn[kind]]: baseKey, [bytesColumn[kind]]: await variantBytes(storage, kind, baseKey) };
  await db
    .insert(profiles)
    .values({ userId: user.id, ...stored })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...stored, updatedAt: new Date() } });
  if (user.role === "influencer") await refreshCreatorListing(db, user.id);
  if (current?.key) {
    await Promise.all(
      Object.values(profileImageKinds[kind].widths).map((width) =>
        storage.delete(imageVariantKey(current.key!, width)),
      ),
    );
  }
  return imageUrls(kind, baseKey);
}
