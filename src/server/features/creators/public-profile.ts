// A creator's public profile as a given viewer may see it: supplement buy links
// only for PRO and ALL STAR members, the viewer's own tier, and whether they may follow.
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { yearlyPlan } from "../../../domain/billing-intervals";
import { imageUrls } from "../../../domain/images";
import { canSeeSupplementLinks, effectiveTier, type Tier } from "../../../domain/memberships";
import { averageRating } from "../../../domain/ratings";
import type { SessionUser } from "../../../domain/roles";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { creatorProfiles, creatorRatings, memberships, profiles, users } from "../../db/schema";
import { isUsername } from "../../lib/ids";
import { trialsFor } from "../../../domain/trials";
import { hasHadTrialCondition, trialOfferOf } from "../billing";
import { featuredReviewsColumn } from "../memberships";
import { noOffers, takesPaidMembersColumn, type PublicOffers } from "./public-offers";

// The viewer's own membership and stars, joined under their own names: the reviews column uses
// the plain tables.
const viewerMembership = alias(memberships, "viewer_membership");
const viewerRating = alias(creatorRatings, "viewer_rating");

// What the profile shows of the creator's row: not the search text (often the longest column).
const {
  userId: _userId,
  searchText: _searchText,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...creatorColumns
} = getTableColumns(creatorProfiles);

/** The profile, the viewer's membership and rating, and the featured reviews: one round trip. */
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
      creator: creatorColumns,
      membershipTier: viewerMembership.tier,
      membershipStatus: viewerMembership.status,
      membershipPeriodEnd: viewerMembership.currentPeriodEnd,
      ownRating: { stars: viewerRating.stars, comment: viewerRating.comment },
      memberTestimonials: featuredReviewsColumn(db, creatorProfiles.userId),
      takesPaidMembers: takesPaidMembersColumn(users.id, sql.placeholder("payoutProvider")),
      // A visitor (null viewer) has had none.
      viewerHasHadTrial: hasHadTrialCondition(sql.placeholder("viewerId"), users.id),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    // A null viewer (a visitor) matches no row.
    .leftJoin(
      viewerMembership,
      and(eq(viewerMembership.creatorId, users.id), eq(viewerMembership.followerId, sql.placeholder("viewerId"))),
    )
    .leftJoin(
      viewerRating,
      and(eq(viewerRating.creatorId, users.id), eq(viewerRating.followerId, sql.placeholder("raterId"))),
    )
    .where(
      and(eq(users.username, sql.placeholder("username")), eq(users.role, "influencer"), isNull(users.suspendedAt)),
    )
    .prepare("public_profile"),
);

/** `offers`: what the platform can offer (public-offers.ts); a caller reading texts only may leave it out. */
export async function getPublicProfile(
  db: Database,
  username: string,
  viewer: SessionUser | null,
  offers: PublicOffers = noOffers,
) {
  if (!isUsername(username)) return null;
  const [row] = await profileByUsername(db).execute({
    username: username.toLowerCase(),
    payoutProvider: offers.payoutProvider,
    viewerId: viewer?.id ?? null,
    // The viewer's own stars are asked only for a signed-in follower: a visitor's answer is shared.
    raterId: viewer?.role === "follower" ? viewer.id : null,
  });
  if (!row) return null;

  const { creator, ownRating, memberTestimonials } = row;
  const viewerTier =
    row.membershipTier && row.membershipStatus
      ? effectiveTier({
          tier: row.membershipTier,
          status: row.membershipStatus,
          currentPeriodEnd: row.membershipPeriodEnd,
        })
      : null;
  const isOwnProfile = viewer?.id === row.id;
  const showLinks = isOwnProfile || canSeeSupplementLinks(viewerTier);

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
    /** The free trial in days each paid tier starts with for this viewer: none once they have had one. */
    trialDays: trialsFor(trialOfferOf(creator), row.viewerHasHadTrial),
    /** Each paid tier's yearly plan (its price, discount and saving), or null when sold monthly only. */
    yearlyPlans: {
      pro: yearlyPlan(creator.proPriceCents, creator.proYearlyDiscountPercent),
      all_star: yearlyPlan(creator.allStarPriceCents, creator.allStarYearlyDiscountPercent),
    },
    /** PRO and ALL STAR can be bought: the creator's payouts are verified. Otherwise only the free follow. */
    takesPaidMembers: row.takesPaidMembers,
    /** A translation provider is configured: readers of another language are offered Translate. */
    isTranslationAvailable: offers.isTranslationAvailable,
    // Totals kept on the row by every rating and membership change: no rows counted per view.
    stats: {
      subscriberCount: creator.subscriberCount,
      averageRating: averageRating(creator.ratingSum, creator.ratingCount),
      ratingCount: creator.ratingCount,
    },
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
