// Which of a page's posts the signed-in viewer saved: one query for the page's post ids, so a
// list of cards never asks once per card. Visitors get no such field (their answers are shared).
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { PostCard } from "../../../domain/content";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { favorites, posts } from "../../db/schema";

/** A column for a post list's own query: whether the viewer (an SQL value) saved the row's post. */
export const isFavoritedBy = (viewerId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${favorites} where ${favorites.followerId} = ${viewerId} and ${favorites.postId} = ${posts.id})`;

const savedAmong = preparedQuery((db) =>
  db
    .select({ postId: favorites.postId })
    .from(favorites)
    .where(
      and(
        eq(favorites.followerId, sql.placeholder("viewerId")),
        sql`${favorites.postId} = any(${sql.placeholder("postIds")}::uuid[])`,
      ),
    )
    .prepare("favorites_among_posts"),
);

/** The cards with `isFavorited` added when there is a signed-in viewer; unchanged for a visitor. */
export async function markFavorited<Card extends PostCard>(
  db: Database,
  viewerId: string | undefined,
  cards: Card[],
): Promise<Card[]> {
  if (!viewerId || cards.length === 0) return cards;
  const saved = await savedAmong(db).execute({ viewerId, postIds: cards.map((card) => card.id) });
  const savedIds = new Set(saved.map((row) => row.postId));
  return cards.map((card) => ({ ...card, isFavorited: savedIds.has(card.id) }));
}
