// A day of the demo members' reading: members open the posts their tier opens, new posts much
// more than old ones, and now and then save one to their favorites. Made through the same code
// as a member's click (views once per member, post and day; favorites tell the creator), and
// drawn from a fixed seed, so every demo database has the same figures.
import { and, eq, inArray } from "drizzle-orm";
import { canAccessTier, effectiveTier, type Tier } from "../../../domain/memberships";
import type { AppDeps } from "../../context";
import { recordView } from "../../features/content/views";
import { favoritePost } from "../../features/favorites/service";
import { memberships, users } from "../schema";

export interface PublishedDemoPost {
  id: string;
  creatorId: string;
  requiredTier: Tier;
  daysAgo: number;
}

/** Chance a member opens a post on a given day: high in its first days, low after. */
const viewChance = (ageInDays: number) => (ageInDays <= 3 ? 0.35 : 0.025);
const FAVORITE_CHANCE = 0.2;

/** mulberry32: a small seeded generator, so the demo's figures are the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function demoReadingDay(
  deps: AppDeps,
  daysAgo: number,
  posts: PublishedDemoPost[],
  options: { random: () => number; favorited: Set<string>; isResting: (followerId: string) => boolean },
) {
  const creatorIds = [...new Set(posts.map((post) => post.creatorId))];
  if (creatorIds.length === 0) return;
  const members = await deps.db
    .select({
      followerId: memberships.followerId,
      creatorId: memberships.creatorId,
      tier: memberships.tier,
      status: memberships.status,
      currentPeriodEnd: memberships.currentPeriodEnd,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.followerId))
    .where(and(inArray(memberships.creatorId, creatorIds), inArray(memberships.status, ["active", "past_due"])))
    // By name, not id (ids are random): the same draws go to the same members on every machine.
    .orderBy(users.username, memberships.createdAt);
  for (const membership of members) {
    const { followerId, creatorId } = membership;
    if (options.isResting(followerId)) continue;
    const tier = effectiveTier(membership);
    for (const post of posts) {
      if (post.creatorId !== creatorId || !canAccessTier(post.requiredTier, tier)) continue;
      if (options.random() >= viewChance(post.daysAgo - daysAgo)) continue;
      await recordView(deps.db, post.id, followerId);
      const key = `${followerId}:${post.id}`;
      if (!options.favorited.has(key) && options.random() < FAVORITE_CHANCE) {
        await favoritePost(deps.db, followerId, post.id);
        options.favorited.add(key);
      }
    }
  }
}
