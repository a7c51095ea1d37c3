// A viewer's conversations: the inbox list and the one conversation they open. A conversation
// is found only through its participants, so anyone else gets "not found".
import { sql } from "drizzle-orm";
import { imageUrls } from "../../../domain/images";
import {
  CONVERSATION_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type ConversationPage,
  type Participant,
} from "../../../domain/messages";
import type { Tier } from "../../../domain/memberships";
import type { Role } from "../../../domain/roles";
import type { Database, Queryable } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";

export type ConversationRow = {
  id: string;
  creatorId: string | null;
  followerId: string | null;
};

export const conversationNotFound = () => new AppError("conversation_not_found", 404, "Conversation not found.");

/** The conversation if the viewer takes part in it; otherwise not found. */
export async function conversationOf(
  db: Queryable,
  viewerId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const result = await db.execute<ConversationRow>(sql`
    select id, creator_id as "creatorId", follower_id as "followerId" from conversations
    where id = ${conversationId} and (creator_id = ${viewerId} or follower_id = ${viewerId})`);
  const conversation = result.rows[0];
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export const otherSide = (conversation: ConversationRow, viewerId: string) =>
  conversation.creatorId === viewerId ? conversation.followerId : conversation.creatorId;

/** The tier a membership grants right now, in SQL (domain effectiveTier). */
const effectiveTierSql = sql`case when m.status in ('active', 'past_due') and (m.current_period_end is null or m.current_period_end > now()) then m.tier end`;

type ParticipantRow = {
  username: string | null;
  name: string | null;
  avatarKey: string | null;
  role: Role | null;
  memberTier: Tier | null;
};

export const toParticipant = (row: ParticipantRow, fallbackRole: Role): Participant => ({
  username: row.username,
  name: row.name,
  avatarUrl: imageUrls("avatar", row.avatarKey)?.sm ?? null,
  role: row.role ?? fallbackRole,
  memberTier: row.memberTier,
});

/** The other person of a conversation as the viewer sees them, with the follower's real tier. */
export async function participantFor(
  db: Queryable,
  conversation: ConversationRow,
  viewerId: string,
  viewerRole: Role,
): Promise<Participant> {
  const otherId = otherSide(conversation, viewerId);
  const result = await db.execute<ParticipantRow>(sql`
    select u.username, u.name, p.avatar_key as "avatarKey", u.role,
      (select ${effectiveTierSql} from memberships m
        where m.creator_id = ${conversation.creatorId} and m.follower_id = ${conversation.followerId}) as "memberTier"
    from (select 1) one
    left join users u on u.id = ${otherId}
    left join profiles p on p.user_id = u.id`);
  return toParticipant(result.rows[0]!, viewerRole === "influencer" ? "follower" : "influencer");
}

type InboxRow = ParticipantRow & {
  id: string;
  cursorTime: string;
  lastId: string | null;
  lastBody: string | null;
  lastCreatedAt: Date | null;
  lastReadAt: Date | null;
  lastSenderId: string | null;
  unreadCount: number;
};

/**
 * The inbox page's SQL for one side of conversations, with or without a cursor: four fixed
 * statements, sent as named prepared statements so PostgreSQL plans each once per connection
 * (planning this query cost as much as running it). $1 is the viewer, $2 and $3 the cursor.
 */
function inboxStatement(viewerRole: Role, hasCursor: boolean) {
  const [mine, other] = viewerRole === "influencer" ? ["creator_id", "follower_id"] : ["follower_id", "creator_id"];
  return {
    name: `inbox_${viewerRole}${hasCursor ? "_after" : ""}`,
    text: `
    select c.id, c.last_message_at::text as "cursorTime",
      u.username, u.name, p.avatar_key as "avatarKey", u.role,
      (select case when m.status in ('active', 'past_due') and (m.current_period_end is null or m.current_period_end > now()) then m.tier end
        from memberships m where m.creator_id = c.creator_id and m.follower_id = c.follower_id) as "memberTier",
      last.id as "lastId", last.body as "lastBody", last.created_at as "lastCreatedAt", last.read_at as "lastReadAt", last.sender_id as "lastSenderId",
      (select count(*)::int from (select 1 from direct_messages d
        where d.receiver_id = $1 and d.conversation_id = c.id and d.read_at is null limit ${UNREAD_COUNT_CAP}) unread) as "unreadCount"
    from conversations c
    left join users u on u.id = c.${other}
    left join profiles p on p.user_id = u.id
    left join lateral (select d.id, d.body, d.created_at, d.read_at, d.sender_id from direct_messages d
      where d.conversation_id = c.id order by d.created_at desc, d.id desc limit 1) last on true
    where c.${mine} = $1 ${hasCursor ? "and (c.last_message_at, c.id) < ($2::timestamptz, $3::uuid)" : ""}
    order by c.last_message_at desc, c.id desc
    limit ${CONVERSATION_PAGE_SIZE + 1}`,
  };
}
const inboxStatements = new Map(
  (["influencer", "follower"] as const).flatMap((role) =>
    [false, true].map((hasCursor) => [`${role}:${hasCursor}`, inboxStatement(role, hasCursor)] as const),
  ),
);

/**
 * The viewer's conversations, most recent message first, keyset by (last message time, id).
 * Each row's last message, unread count and member tier come from indexed lookups, so a page
 * costs the same however long the history is.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  viewerRole: Role,
  cursor?: string,
): Promise<ConversationPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const statement = inboxStatements.get(`${viewerRole}:${after !== null}`)!;
  const result = await db.$client.query<InboxRow>({
    ...statement,
    values: after ? [viewerId, after.createdAt, after.id] : [viewerId],
  });
  const page = result.rows.slice(0, CONVERSATION_PAGE_SIZE);
  const last = page.at(-1);
  const fallbackRole: Role = viewerRole === "influencer" ? "follower" : "influencer";
  return {
    conversations: page.map((row) => ({
      id: row.id,
      other: toParticipant(row, fallbackRole),
      lastMessage: row.lastId
        ? {
            id: row.lastId,
            body: row.lastBody ?? "",
            createdAt: new Date(row.lastCreatedAt!).toISOString(),
            readAt: row.lastReadAt ? new Date(row.lastReadAt).toISOString() : null,
            fromMe: row.lastSenderId === viewerId,
          }
        : null,
      unreadCount: row.unreadCount,
    })),
    nextCursor:
      result.rows.length > CONVERSATION_PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}

/** Messages to the viewer not yet read, across conversations, up to the badge's cap: an SQL expression. */
export const unreadMessageCount = (viewerId: string) =>
  sql<number>`(select count(*)::int from (select 1 from direct_messages
    where receiver_id = ${viewerId} and read_at is null limit ${UNREAD_COUNT_CAP}) unread)`;
