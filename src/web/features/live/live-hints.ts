// What a live hint makes stale: the TanStack Query keys to invalidate for each topic. The
// stream carries hints only, never data, so every refetch goes through the API's checks.
import type { QueryKey } from "@tanstack/react-query";
import { liveTopics, type LiveHint, type LiveTopic } from "../../../domain/notifications";
import { coachingKeys } from "../coaching";
import { messageKeys } from "../messages";
import { notificationKeys, unreadCountKeys } from "../notifications";

const COMMUNITY_KEY = ["community"] as const;
// liveSessionKeys.all (features/live-sessions/queries.ts), written out for the same reason.
const LIVE_SESSIONS_KEY = ["liveSessions"] as const;
// A support request, answer or reply: the requester's list on /support (supportKeys.requests in
// features/support/queries.ts) and the owners' queue and open thread (ownerKeys.supportRequests in
// features/admin/queries.ts), written out for the same reason.
const SUPPORT_KEYS = [
  ["support", "requests"],
  ["owner", "support-requests"],
] as const;

// A video post's transcoding moved on (progress, ready, failed): the creator's own posts
// (contentKeys.own() in features/content/queries.ts) and the video's state (P's player reads it
// under ["video"]), written out for the same reason.
const VIDEO_KEYS = [["content", "own"], ["video"]] as const;

export function queryKeysForHint(hint: LiveHint): QueryKey[] {
  const keys: QueryKey[] = [];
  if (hint.topics.includes("notifications")) keys.push(notificationKeys.all);
  if (hint.topics.includes("messages")) {
    if (hint.conversationId) keys.push(messageKeys.conversations(), messageKeys.thread(hint.conversationId));
    else keys.push(messageKeys.all);
  }
  const countsChanged = keys.length > 0;
  if (hint.topics.includes("coaching")) keys.push(coachingKeys.all);
  if (countsChanged) keys.push(unreadCountKeys.all);
  // The community has no unread counts: its open pages just read again. The key is communityKeys.all
  // (features/community/queries.ts) written out: importing it would add a chunk to every first visit's preload list.
  if (hint.topics.includes("community")) keys.push(COMMUNITY_KEY);
  if (hint.topics.includes("support")) keys.push(...SUPPORT_KEYS);
  if (hint.topics.includes("videos")) keys.push(...VIDEO_KEYS);
  if (hint.topics.includes("live_sessions")) keys.push(LIVE_SESSIONS_KEY);
  return keys;
}

/** After a gap (a reconnect, or the server saying hints were lost) everything live is refetched. */
export const resyncQueryKeys: readonly QueryKey[] = [
  notificationKeys.all,
  messageKeys.all,
  coachingKeys.all,
  unreadCountKeys.all,
  COMMUNITY_KEY,
  ...SUPPORT_KEYS,
  ...VIDEO_KEYS,
  LIVE_SESSIONS_KEY,
];

const isTopic = (value: unknown): value is LiveTopic => liveTopics.includes(value as LiveTopic);

/** A hint event's data, or null when it is not one (unknown topics are dropped, not fatal). */
export function parseHint(data: string): LiveHint | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !Array.isArray((parsed as LiveHint).topics)) return null;
  const { topics, conversationId } = parsed as { topics: unknown[]; conversationId?: unknown };
  const known = topics.filter(isTopic);
  if (known.length === 0) return null;
  return typeof conversationId === "string" && conversationId ? { topics: known, conversationId } : { topics: known };
}
