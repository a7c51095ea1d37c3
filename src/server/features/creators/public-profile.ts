// A creator's public profile as a given viewer may see it: supplement buy links
// only for PRO and ALL STAR members, the viewer's own tier, and whether they may follow.
import { and, eq, isNull, sql } from "drizzle-orm";
import { imageUrls } from "../../../domain/images";
import { canSeeSupplementLinks, type Tier } from "../../../domain/memberships";
import { averageRating } from "../../../domain/ratings";
import type { SessionUser } from "../../../domain/roles";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { creatorProfiles, profiles, users } from "../../db/schema";
import { isUsername } from "../../lib/ids";
import { featuredReviewsOf } from "../memberships/reviews";
import { viewerRatingFor, viewerTierFor } from "../memberships/service";

const profileByUsername = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      bio: profiles.bio,
      location: profiles.location,
      age: profiles.age,
      avatarKey: profiles.avatarKey,
      coverKey: profiles.coverKey,
      joinedAt: users.createdAt,
      creator: creatorProfiles,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(and(eq(users.username, sql.placeholder("username")), eq(users.role, "influencer"), isNull(users.suspendedAt)))
    .prepare("public_profile"),
);

export async function getPublicProfile(db: Database, username: string, viewer: SessionUser | null) {
  if (!isUsername(username)) return null;
  const [row] = await profileByUsername(db).execute({ username: username.toLowerCase() });
  if (!row) return null;

  // The viewer's own stars are asked only for a signed-in follower: a visitor's answer is shared.
  const [viewerTier, ownRating, memberTestimonials] = await Promise.all([
    viewerTierFor(db, viewer?.id, row.id),
    viewerRatingFor(db, viewer?.role === "follower" ? viewer.id : undefined, row.id),
    featuredReviewsOf(db, row.id),
  ]);
  const isOwnProfile = viewer?.id === row.id;
  const showLinks = isOwnProfile || canSeeSupplementLinks(viewerTier);
  const { creator } = row;

  return {
    username: row.username,
    // A profile that is not complete yet is shown as "under construction".
    isComplete: creator.isComplete,
    /** The language the creator writes in: readers of another one are offered a translation. */
    contentLanguage: creator.contentLanguage,
    bio: row.bio,
    location: row.location,
    age: row.age,
    avatarUrls: imageUrls("avatar", row.avatarKey),
    coverUrls: imageUrls("cover", row.coverKey),
    joinedAt: row.joinedAt.toISOString(),
    philosophy: creator.philosophy,
    certifications: creator.certifications,
    hobbies: creator.hobbies,
    achievements: creator.achievements,
    categories: creator.categories,
    supplements: creator.supplements.map(({ referralLink, ...supplement }) => ({
      ...supplement,
      // The link itself never leaves the server for viewers below PRO.
      referralLink: showLinks ? referralLink : null,
      isLinkLocked: !showLinks && referralLink !== "",
    })),
    testimonials: creator.testimonials,
    memberTestimonials,
    weeklySplit: creator.weeklySplit,
    nutrition: creator.nutrition,
    prices: { rookieCents: 0, proCents: creator.proPriceCents, allStarCents: creator.allStarPriceCents },
    // Totals kept on the row by every rating and membership change: no rows counted per view.
    stats: { subscriberCount: creator.subscriberCount, averageRating: averageRating(creator.ratingSum, creator.ratingCount), ratingCount: creator.ratingCount },
    viewer: {
      tier: viewerTier satisfies Tier | null,
      isOwnProfile,
      canFollow: viewer?.role === "follower" && !isOwnProfile,
      // Stars of a former member are kept (they count again if they come back) but not offered.
      stars: viewerTier ? (ownRating?.stars ?? null) : null,
      // What the member wrote with the stars, only to a member who rated.
      ...(viewerTier && ownRating ? { comment: ownRating.comment } : {}),
    },
  };
}

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>;
