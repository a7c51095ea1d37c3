// The public pages a sitemap lists: home, explore, plans and every creator profile explore lists
// (complete profiles: creator_profiles.is_complete, read through its partial index in
// (created_at, user_id) order). At most 50,000 URLs a sitemap; past that /sitemap.xml is an index.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creatorProfiles, users } from "../../db/schema";
import { cursorTime, type Cursor } from "../../lib/cursor";
import { URLSET_END, URLSET_START, urlEntries } from "./sitemap-xml";

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const STATIC_PATHS = ["/", "/explore", "/subscription"];
/** Creators per sitemap: the first also holds the static pages, so none goes over the limit. */
export const CREATORS_PER_SITEMAP = SITEMAP_MAX_URLS - STATIC_PATHS.length;
/** Rows read at a time while a sitemap streams out: the server never holds a whole sitemap. */
const BATCH_SIZE = 5_000;

export interface SitemapSize {
  creatorsPerSitemap?: number;
  batchSize?: number;
}

/** Listed creators in (created_at, user_id) order after the cursor: a keyset page of the partial index. */
export async function listedCreatorsAfter(db: Database, after: Cursor | null, limit: number) {
  const rows = await db
    .select({ username: users.username, createdAt: cursorTime(creatorProfiles.createdAt), id: creatorProfiles.userId })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(
      and(
        eq(creatorProfiles.isComplete, true),
        after
          ? sql`(${creatorProfiles.createdAt}, ${creatorProfiles.userId}) > (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(creatorProfiles.createdAt), asc(creatorProfiles.userId))
    .limit(limit);
  return rows.map(({ username, createdAt, id }) => ({ username, cursor: { createdAt, id } }));
}

/**
 * Where each sitemap after the first starts (the last creator of the one before), or none when every
 * URL fits in one. One pass over the partial index, numbering the rows; a sitemap's last creator
 * starts another only when someone follows them.
 */
export async function sitemapStarts(
  db: Database,
  { creatorsPerSitemap = CREATORS_PER_SITEMAP }: SitemapSize = {},
): Promise<Cursor[]> {
  const order = sql`order by ${creatorProfiles.createdAt}, ${creatorProfiles.userId}`;
  const numbered = db
    .select({
      createdAt: creatorProfiles.createdAt,
      id: creatorProfiles.userId,
      position: sql<number>`row_number() over (${order})`.as("position"),
      nextId: sql<string | null>`lead(${creatorProfiles.userId}) over (${order})`.as("next_id"),
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.isComplete, true))
    .as("numbered");
  return db
    .select({ createdAt: cursorTime(numbered.createdAt), id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.position} % ${creatorsPerSitemap} = 0 and ${numbered.nextId} is not null`)
    .orderBy(numbered.position);
}

/** One sitemap as streamed XML: the static pages (first sitemap only), then creators a batch at a time. */
export function sitemapStream(
  db: Database,
  publicUrl: string,
  after: Cursor | null,
  { creatorsPerSitemap = CREATORS_PER_SITEMAP, batchSize = BATCH_SIZE }: SitemapSize = {},
) {
  const encoder = new TextEncoder();
  const profileUrl = (username: string) => `${publicUrl}/influencer/${encodeURIComponent(username)}`;
  let cursor = after;
  let left = creatorsPerSitemap;
  let isStarted = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isStarted) {
        isStarted = true;
        controller.enqueue(
          encoder.encode(URLSET_START + (after ? "" : urlEntries(STATIC_PATHS.map((path) => publicUrl + path)))),
        );
        return;
      }
      const wanted = Math.min(batchSize, left);
      const rows = wanted > 0 ? await listedCreatorsAfter(db, cursor, wanted) : [];
      left -= rows.length;
      cursor = rows.at(-1)?.cursor ?? cursor;
      const isLast = rows.length < wanted || left === 0;
      controller.enqueue(
        encoder.encode(urlEntries(rows.map((row) => profileUrl(row.username))) + (isLast ? URLSET_END : "")),
      );
      if (isLast) controller.close();
    },
  });
}
