// Member reviews: the comments members write with their stars, which the creator may feature on
// the profile as testimonials. Only the reviews of members whose rating still counts (a membership
// that grants access now, an account not suspended) may be featured or are shown.
import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { MAX_FEATURED_REVIEWS, type MemberReview, type MemberTestimonial } from "../../../domain/profile-sections";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { creatorRatings, memberships, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { isUserId } from "../../lib/ids";
import { grantsAccess } from "../../db/membership-access";

const REVIEWS_PAGE_SIZE = 20;

/** The member's rating counts: their membership grants access now and they are not suspended. */
const isCounted = () => sql<boolean>`coalesce(${and(grantsAccess(), sql`${users.suspendedAt} is null`)}, false)`;

const reviewColumns = {
  followerId: creatorRatings.followerId,
  username: users.username,
  name: users.name,
  stars: creatorRatings.stars,
  comment: creatorRatings.comment,
  updatedAt: creatorRatings.updatedAt,
};

const withMembership = (creatorId: string | AnyPgColumn) =>
  and(eq(memberships.followerId, creatorRatings.followerId), eq(memberships.creatorId, creatorId));

/** The featured reviews' rows, newest featured first. */
const featuredReviews = (db: Database, creatorId: string | AnyPgColumn) =>
  db
    .select({ ...reviewColumns, featuredAt: creatorRatings.featuredAt })
    .from(creatorRatings)
    .innerJoin(users, eq(users.id, creatorRatings.followerId))
    .innerJoin(memberships, withMembership(creatorId))
    .where(
      and(
        eq(creatorRatings.creatorId, creatorId),
        isNotNull(creatorRatings.featuredAt),
        ne(creatorRatings.comment, ""),
        isCounted(),
      ),
    )
    .orderBy(desc(creatorRatings.featuredAt))
    .limit(MAX_FEATURED_REVIEWS);

/**
 * The reviews the public profile shows (featured, counted, newest featured first) as one JSON
 * column of the profile's own query, so the profile costs one round trip. `creatorId` is a column
 * of the outer query on a table this one does not use (not users, memberships or creator_ratings),
 * which would otherwise hide it.
 */
export function featuredReviewsColumn(db: Database, creatorId: AnyPgColumn) {
  const featured = featuredReviews(db, creatorId).as("featured_reviews");
  // ratedAt as Date.toISOString() writes it (UTC, milliseconds).
  return sql<MemberTestimonial[]>`(select coalesce(json_agg(json_build_object(
    'username', ${featured.username}, 'name', ${featured.name}, 'stars', ${featured.stars}, 'comment', ${featured.comment},
    'ratedAt', to_char(${featured.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by ${featured.featuredAt} desc), '[]'::json) from ${featured})`;
}

export interface ReviewPage {
  reviews: MemberReview[];
  nextCursor: string | null;
}

/** The creator's ratings that carry a comment, newest first, a page at a time. */
export async function listReviews(db: Database, creatorId: string, cursor?: string): Promise<ReviewPage> {
  const rows = await db
    .select({
      ...reviewColumns,
      cursorTime: cursorTime(creatorRatings.updatedAt),
      isFeatured: sql<boolean>`${creatorRatings.featuredAt} is not null`,
      isCounted: isCounted(),
    })
    .from(creatorRatings)
    .innerJoin(users, eq(users.id, creatorRatings.followerId))
    .leftJoin(memberships, withMembership(creatorId))
    .where(
      and(
        eq(creatorRatings.creatorId, creatorId),
        ne(creatorRatings.comment, ""),
        cursor
          ? afterCursor(creatorRatings.updatedAt, creatorRatings.followerId, decodeCursor(cursor, isUserId))
          : undefined,
      ),
    )
    .orderBy(desc(creatorRatings.updatedAt), desc(creatorRatings.followerId))
    .limit(REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    reviews: page.map(({ followerId: _id, cursorTime: _time, updatedAt, ...row }) => ({
      ...row,
      ratedAt: updatedAt.toISOString(),
    })),
    nextCursor:
      rows.length > REVIEWS_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.cursorTime, id: last.followerId })
        : null,
  };
}

/** Features (or takes back) a member's review on the creator's own profile. */
export async function setReviewFeatured(db: Database, creatorId: string, memberUsername: string, isFeatured: boolean) {
  await db.transaction(async (tx) => {
    // One feature at a time per creator, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`featured-reviews:${creatorId}`}))`);
    const [review] = await tx
      .select({ followerId: creatorRatings.followerId, featuredAt: creatorRatings.featuredAt, isCounted: isCounted() })
      .from(creatorRatings)
      .innerJoin(users, eq(users.id, creatorRatings.followerId))
      .leftJoin(memberships, withMembership(creatorId))
      .where(
        and(
          eq(creatorRatings.creatorId, creatorId),
          eq(users.username, memberUsername.toLowerCase()),
          ne(creatorRatings.comment, ""),
        ),
      );
    if (!review) throw new AppError("review_not_found", 404, "No review with a comment from this member.");
    const ofReview = and(eq(creatorRatings.followerId, review.followerId), eq(creatorRatings.creatorId, creatorId));
    if (!isFeatured) {
      await tx.update(creatorRatings).set({ featuredAt: null }).where(ofReview);
      return;
    }
    if (review.featuredAt) return;
    if (!review.isCounted)
      throw new AppError("review_not_counted", 409, "Only reviews of current members can be featured.");
    const [featured] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(creatorRatings)
      .where(and(eq(creatorRatings.creatorId, creatorId), isNotNull(creatorRatings.featuredAt)));
    if ((featured?.count ?? 0) >= MAX_FEATURED_REVIEWS) {
      throw new AppError("too_many_featured_reviews", 409, `At most ${MAX_FEATURED_REVIEWS} reviews can be featured.`);
    }
    // featuredAt is not the row's edit time: updatedAt stays as the member left it.
    await tx
      .update(creatorRatings)
      .set({ featuredAt: new Date(), updatedAt: sql`${creatorRatings.updatedAt}` })
      .where(ofReview);
  });
}
