// Creator lists: the featured few on the home page and the explore directory.
import { and, arrayContains, desc, eq, ilike, ne, type SQL } from "drizzle-orm";
import {
  EXPLORE_PAGE_SIZE,
  FEATURED_CREATORS_LIMIT,
  type CreatorCard,
  type ExploreCategory,
} from "../../../domain/creators";
import { imageUrls } from "../../../domain/images";
import { averageRating } from "../../../domain/ratings";
import type { Database } from "../../db/client";
import { creatorProfiles, profiles, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { isUserId } from "../../lib/ids";
import { takesPaidMembersColumn, type PublicOffers } from "./public-offers";

/**
 * Listed creators newest first. The page is chosen from creator_profiles alone (its partial
 * index gives the order, so a page costs the same at 10 or 10 million creators); only the
 * rows of that page are then joined to users and profiles.
 */
async function listedCreators(db: Database, offers: PublicOffers, conditions: (SQL | undefined)[], limit: number) {
  const page = db
    .select({
      userId: creatorProfiles.userId,
      createdAt: creatorProfiles.createdAt,
      categories: creatorProfiles.categories,
      proPriceCents: creatorProfiles.proPriceCents,
      subscriberCount: creatorProfiles.subscriberCount,
      ratingSum: creatorProfiles.ratingSum,
      ratingCount: creatorProfiles.ratingCount,
    })
    .from(creatorProfiles)
    .where(and(eq(creatorProfiles.isComplete, true), ...conditions))
    .orderBy(desc(creatorProfiles.createdAt), desc(creatorProfiles.userId))
    .limit(limit)
    .as("page");
  return db
    .select({
      userId: page.userId,
      cursorTime: cursorTime(page.createdAt),
      username: users.username,
      bio: profiles.bio,
      location: profiles.location,
      avatarKey: profiles.avatarKey,
      categories: page.categories,
      proPriceCents: page.proPriceCents,
      subscriberCount: page.subscriberCount,
      ratingSum: page.ratingSum,
      ratingCount: page.ratingCount,
      takesPaidMembers: takesPaidMembersColumn(page.userId, offers.payoutProvider),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .innerJoin(profiles, eq(profiles.userId, page.userId))
    .orderBy(desc(page.createdAt), desc(page.userId));
}

type CardRow = Awaited<ReturnType<typeof listedCreators>>[number];

const toCard = (row: CardRow): CreatorCard => ({
  username: row.username,
  bio: row.bio,
  location: row.location,
  categories: row.categories as ExploreCategory[],
  avatarUrls: imageUrls("avatar", row.avatarKey),
  proPriceCents: row.proPriceCents,
  subscriberCount: row.subscriberCount,
  averageRating: averageRating(row.ratingSum, row.ratingCount),
  ratingCount: row.ratingCount,
  takesPaidMembers: row.takesPaidMembers,
});

/** Up to four complete creator profiles, newest first. */
export async function listFeaturedCreators(db: Database, offers: PublicOffers): Promise<CreatorCard[]> {
  const rows = await listedCreators(db, offers, [], FEATURED_CREATORS_LIMIT);
  return rows.map(toCard);
}

export interface ExploreQuery {
  search?: string;
  category?: ExploreCategory;
  cursor?: string;
  limit?: number;
  /** The signed-in user, whose own profile is never listed to them. */
  viewerId?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Complete creator profiles, newest first, a page at a time (keyset on created_at, id). */
export async function exploreCreators(db: Database, offers: PublicOffers, query: ExploreQuery) {
  const limit = query.limit ?? EXPLORE_PAGE_SIZE;
  const search = query.search?.trim().toLowerCase();
  const after = query.cursor ? decodeCursor(query.cursor, isUserId) : null;
  const rows = await listedCreators(
    db,
    offers,
    [
      query.viewerId ? ne(creatorProfiles.userId, query.viewerId) : undefined,
      search ? ilike(creatorProfiles.searchText, `%${escapeLike(search)}%`) : undefined,
      query.category ? arrayContains(creatorProfiles.categories, [query.category]) : undefined,
      after ? afterCursor(creatorProfiles.createdAt, creatorProfiles.userId, after) : undefined,
    ],
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    creators: page.map(toCard),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorTime, id: last.userId }) : null,
  };
}
