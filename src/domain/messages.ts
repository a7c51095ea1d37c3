// Direct messages between a creator and a follower: the rules both sides share and the
// shapes the API answers with. Only an active ALL STAR member starts or continues a
// conversation; the creator replies inside conversations a member started.
import type { Tier } from "./memberships";

/** Spec 9: a message is at most 500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
/** Conversations and messages per page of the inbox. */
export const CONVERSATION_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 30;
/** Per-sender limits: a burst per minute and a day's total. */
export const MESSAGE_RATE_LIMITS = [
  { windowSeconds: 60, max: 10 },
  { windowSeconds: 24 * 60 * 60, max: 300 },
] as const;
/** A report's reason is short text for the owner. */
export const REPORT_REASON_MAX_LENGTH = 500;
/** Counts above this show as "99+"; the server stops counting there. */
export const UNREAD_COUNT_CAP = 100;

/** The text a message carries once trimmed, or null when nothing is left (refused). */
export function messageText(raw: string): string | null {
  const text = raw.trim();
  return text.length === 0 ? null : text;
}

export const isMessageTooLong = (text: string) => text.length > MESSAGE_MAX_LENGTH;

/** Why the viewer cannot send in a conversation; null when they can. */
export type SendBlock = "all_star_required" | "blocked" | "blocked_by_other" | "account_deleted";

export interface Participant {
  /** Null once the account is deleted: shown as 'Unknown User'. */
  username: string | null;
  name: string | null;
  avatarUrl: string | null;
  role: "follower" | "influencer";
  /**
   * The follower's real tier with the creator right now (null when none): shown next to a
   * member's name in the creator's inbox, and as the viewer's own tier in a follower's.
   */
  memberTier: Tier | null;
}

export interface MessageView {
  id: string;
  body: string;
  createdAt: string;
  /** When the receiver opened the conversation; the sender's read tick. */
  readAt: string | null;
  fromMe: boolean;
  clientMessageId: string | null;
}

export interface ConversationSummary {
  id: string;
  other: Participant;
  lastMessage: Pick<MessageView, "id" | "body" | "createdAt" | "readAt" | "fromMe"> | null;
  /** Messages to the viewer not yet read, capped at UNREAD_COUNT_CAP. */
  unreadCount: number;
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  nextCursor: string | null;
}

export interface ConversationDetail {
  id: string;
  other: Participant;
  /** Null when the viewer may send; otherwise why not (the composer says so). */
  sendBlock: SendBlock | null;
  blockedByMe: boolean;
}

export interface MessagePage {
  conversation: ConversationDetail;
  /** Newest first; `nextCursor` pages to older ones. */
  messages: MessageView[];
  nextCursor: string | null;
}

export interface SendMessageBody {
  body: string;
  /** Chosen by the client per message: a retried or double-sent message is stored once. */
  clientMessageId: string;
}

export interface SentMessage {
  conversationId: string;
  message: MessageView;
}

export interface UnreadCounts {
  messages: number;
  notifications: number;
}
