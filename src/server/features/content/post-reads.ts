// Reading posts: one post, a creator's published posts, the creator's own posts, a follower's feed.
// Lists page by keyset on (published_at, id) or (created_at, id), matching the posts indexes.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { LATEST_CONTENT_LIMIT } from "../../../domain/content";
import { effectiveTier, type Tier } from "../../../domain/memberships";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { memberships, posts, postVideos, profiles, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { isUuid } from "../../lib/ids";
import { isFavoritedBy, markFavorited } from "./favorited";
import { grantsAccess } from "../../db/membership-access";
import { findCreatorId, viewerTierFor } from "../memberships";
import { membershipRequired, postAccessFor, postNotFound, type PostAccess } from "./post-access";
import {
  cardColumns,
  ownPostColumns,
  ownPostOfText,
  selectOwnPostRow,
  selectPostRows,
  toOwnPost,
  toPostCard,
  type PostRow,
} from "./post-cards";
import { purchasedPostIds, withPurchases } from "./purchased-posts";
import { withOpening } from "./release-cards";

export const CREATOR_POSTS_PAGE = 12;
export const OWN_POSTS_PAGE = 20;

// Every read here joins the creator (selectPostRows): a suspended creator's posts are gone.
const isPublic = and(eq(posts.status, "published"), isNull(posts.hiddenAt), isNull(users.suspendedAt));

/** The post and what the viewer may do with it; 404 when the viewer may not know it exists. */
export async function findPostFor(
  db: Database,
  postId: string,
  viewerId: string | undefined,
): Promise<{ post: PostRow; access: Exclude<PostAccess, "hidden">; tier: Tier | null }> {
  if (!isUuid(postId)) throw postNotFound();
  const [post] = await selectPostRows(db).where(and(eq(posts.id, postId), isNull(users.suspendedAt)));
  if (!post) throw postNotFound();
  const tier = viewerId === post.creatorId ? null : await viewerTierFor(db, viewerId, post.creatorId);
  const byTier = postAccessFor(post, viewerId, tier);
  if (byTier === "hidden") throw postNotFound();
  // Tier or purchase: a post the viewer bought opens whatever their tier.
  const access =
    byTier === "locked" && (await purchasedPostIds(db, viewerId, [post.id])).has(post.id) ? "open" : byTier;
  return { post, access, tier };
}

/** Like findPostFor, but a locked post is refused (401/403): for the files and for views. */
export async function findOpenPost(db: Database, postId: string, viewerId: string | undefined) {
  const { post, access } = await findPostFor(db, postId, viewerId);
  if (access === "locked") throw membershipRequired(viewerId);
  return post;
}

/** One post as a card, or as the creator's own post when the viewer made it. */
export async function getPost(db: Database, postId: string, viewerId: string | undefined) {
  const { post, access, tier } = await findPostFor(db, postId, viewerId);
  if (viewerId === post.creatorId) {
    const [own] = await selectOwnPostRow(db).where(eq(posts.id, post.id));
    return toOwnPost(own ?? post);
  }
  const [card] = await markFavorited(db, viewerId, [withOpening(toPostCard(post, access), post, tier)]);
  return card;
}

function nextCursor<Row extends { id: string }>(rows: Row[], limit: number, timeOf: (row: Row) => string) {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor({ createdAt: timeOf(last), id: last.id }) : null;
}

/** A creator's published, visible posts, newest first, as the viewer may see them. */
export async function listCreatorPosts(db: Database, username: string, viewerId: string | undefined, cursor?: string) {
  const creatorId = await findCreatorId(db, username);
  const after = cursor ? decodeCursor(cursor) : null;
  const [tier, rows] = await Promise.all([
    viewerTierFor(db, viewerId, creatorId),
    selectPostRows(db, { cursorTime: cursorTime(posts.publishedAt) })
      .where(
        and(
          eq(posts.creatorId, creatorId),
          isPublic,
          after ? afterCursor(posts.publishedAt, posts.id, after) : undefined,
        ),
      )
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(CREATOR_POSTS_PAGE + 1),
  ]);
  const page = rows.slice(0, CREATOR_POSTS_PAGE);
  const access = await withPurchases(db, viewerId, page, (row) => postAccessFor(row, viewerId, tier));
  return {
    posts: await markFavorited(
      db,
      viewerId,
      page.map((row) => withOpening(toPostCard(row, access.get(row) === "open" ? "open" : "locked"), row, tier)),
    ),
    nextCursor: nextCursor(rows, CREATOR_POSTS_PAGE, (row) => row.cursorTime),
  };
}

/** The creator's own posts, drafts and hidden ones included, newest first. */
const selectOwnPostRows = (db: Database) =>
  db
    .select(ownPostColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(profiles, eq(profiles.userId, posts.creatorId))
    .leftJoin(postVideos, eq(postVideos.postId, posts.id));

const ownPostsFirstPage = preparedQuery((db) =>
  selectOwnPostRows(db)
    .where(eq(posts.creatorId, sql.placeholder("creatorId")))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(OWN_POSTS_PAGE + 1)
    .prepare("own_posts_first_page"),
);

export async function listOwnPosts(db: Database, creatorId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = after
    ? await selectOwnPostRows(db)
        .where(and(eq(posts.creatorId, creatorId), afterCursor(posts.createdAt, posts.id, after)))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(OWN_POSTS_PAGE + 1)
    : await ownPostsFirstPage(db).execute({ creatorId });
  // createdAt is still PostgreSQL's text here, microseconds and all: the cursor's time.
  return {
    posts: rows.slice(0, OWN_POSTS_PAGE).map(ownPostOfText),
    nextCursor: nextCursor(rows, OWN_POSTS_PAGE, (row) => row.createdAt),
  };
}

/**
 * The latest posts of the creators the follower has an active membership with. Each membership
 * takes only its creator's newest few posts from the published-posts index (a lateral join), and
 * only the page's posts are then read whole: the cost stays that of a page, however many posts
 * the followed creators have. The creator's suspension is checked on the sorted candidates, so
 * PostgreSQL looks up only as many creators as the page needs, not every followed one.
 */
const memberFeed = preparedQuery((db) => {
  const latest = db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    // Literal values, so that even a generic plan of the prepared statement matches the partial index.
    .where(and(eq(posts.creatorId, memberships.creatorId), sql`${posts.status} = 'published'`, isNull(posts.hiddenAt)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(LATEST_CONTENT_LIMIT)
    .as("latest");
  const candidates = db
    .select({
      postId: latest.id,
      publishedAt: latest.publishedAt,
      creatorId: memberships.creatorId,
      tier: memberships.tier,
      status: memberships.status,
      currentPeriodEnd: memberships.currentPeriodEnd,
    })
    .from(memberships)
    .crossJoinLateral(latest)
    .where(and(eq(memberships.followerId, sql.placeholder("followerId")), grantsAccess()))
    .orderBy(desc(latest.publishedAt), desc(latest.id))
    .as("candidates");
  const page = db
    .select({
      postId: candidates.postId,
      publishedAt: candidates.publishedAt,
      username: users.username,
      tier: candidates.tier,
      status: candidates.status,
      currentPeriodEnd: candidates.currentPeriodEnd,
    })
    .from(candidates)
    .innerJoin(users, and(eq(users.id, candidates.creatorId), isNull(users.suspendedAt)))
    .orderBy(desc(candidates.publishedAt), desc(candidates.postId))
    .limit(LATEST_CONTENT_LIMIT)
    .as("page");
  // The page has already joined the creator and checked the post and the creator (as isPublic).
  return db
    .select({
      ...cardColumns,
      username: page.username,
      memberTier: page.tier,
      memberStatus: page.status,
      memberPeriodEnd: page.currentPeriodEnd,
      isFavorited: isFavoritedBy(sql.placeholder("followerId")),
    })
    .from(posts)
    .innerJoin(page, eq(page.postId, posts.id))
    .leftJoin(profiles, eq(profiles.userId, posts.creatorId))
    .orderBy(desc(page.publishedAt), desc(page.postId))
    .prepare("member_feed");
});

export async function listFeed(db: Database, followerId: string) {
  const rows = await memberFeed(db).execute({ followerId });
  const tierOf = (row: (typeof rows)[number]) =>
    effectiveTier({ tier: row.memberTier, status: row.memberStatus, currentPeriodEnd: row.memberPeriodEnd });
  const access = await withPurchases(db, followerId, rows, (row) => postAccessFor(row, followerId, tierOf(row)));
  const cards = rows.map((row) =>
    Object.assign(withOpening(toPostCard(row, access.get(row) === "open" ? "open" : "locked"), row, tierOf(row)), {
      isFavorited: row.isFavorited,
    }),
  );
  return { posts: cards };
}
