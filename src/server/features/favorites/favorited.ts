// Which of a page's posts the signed-in viewer saved: one query for the page's post ids, so a
// list of cards never asks once per card. Visitors get no such field (their answers are shared).
import { and, eq, inArray } from "drizzle-orm";
import type { PostCard } from "../../../domain/content";
import type { Database } from "../../db/client";
import { favorites } from "../../db/schema";

/** The cards with `isFavorited` added when there is a signed-in viewer; unchanged for a visitor. */
export async function markFavorited<Card extends PostCard>(db: Database, viewerId: string | undefined, cards: Card[]): Promise<Card[]> {
  if (!viewerId || cards.length === 0) return cards;
  const saved = await db
    .select({ postId: favorites.postId })
    .from(favorites)
    .where(
      and(
        eq(favorites.followerId, viewerId),
        inArray(
          favorites.postId,
          cards.map((card) => card.id),
        ),
      ),
    );
  const savedIds = new Set(saved.map((row) => row.postId));
  return cards.map((card) => ({ ...card, isFavorited: savedIds.has(card.id) }));
}
