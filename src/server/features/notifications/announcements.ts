// What creators' members hear about: a post once it is published (members whose tier opens
// it) and a change to today's routine (PRO and ALL STAR members, at most once a day per creator). Called
// inside the writing transaction; the fan-out job does the telling.
import type { Tier } from "../../../domain/memberships";
import type { PostType } from "../../../domain/content";
import type { Queryable } from "../../db/client";
import { enqueueFanout } from "./fanout";
import { namedUser } from "./notify";

export { FANOUT_JOB } from "./fanout";

export async function announcePost(
  db: Queryable,
  creatorId: string,
  post: { id: string; title: string; type: PostType; requiredTier: Tier },
) {
  const creator = await namedUser(db, creatorId);
  return enqueueFanout(
    db,
    creatorId,
    post.requiredTier,
    { kind: "content_published", data: { creator, postId: post.id, title: post.title, postType: post.type } },
    `post:${post.id}`,
  );
}

/**
 * A change to the creator's routine of today (UTC, the day the routine player shows) is told to
 * the members who see routines, once a day per creator; a change to another day is not news.
 */
export async function announceRoutineChange(
  db: Queryable,
  creatorId: string,
  routineDate: string,
  today = new Date().toISOString().slice(0, 10),
) {
  if (routineDate !== today) return false;
  const creator = await namedUser(db, creatorId);
  return enqueueFanout(
    db,
    creatorId,
    "pro",
    { kind: "daily_routine", data: { creator, date: routineDate } },
    `routine:${creatorId}:${today}`,
  );
}
