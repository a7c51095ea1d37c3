// Live sessions: a creator's scheduled live video for members of a tier they choose, its chat,
// and what the web and the server agree on about them (limits, statuses, payload shapes).
import { z } from "zod";
import { tiers, type Tier } from "./memberships";
import { moderationReason } from "./moderation";

export const liveSessionStatuses = ["scheduled", "live", "ended", "cancelled"] as const;
export type LiveSessionStatus = (typeof liveSessionStatuses)[number];

export const LIVE_TITLE_MAX_LENGTH = 120;
export const LIVE_MIN_DURATION_MINUTES = 5;
export const LIVE_MAX_DURATION_MINUTES = 240;
/** A session is scheduled at most this far ahead, so members are not told about one a year away. */
export const LIVE_MAX_DAYS_AHEAD = 90;
/** A creator may go live this early before the announced time. */
export const LIVE_EARLY_START_MINUTES = 30;
export const LIVE_CHAT_MAX_LENGTH = 500;
/** Chat messages per person and session in a rolling window: a conversation, not a flood. */
export const LIVE_CHAT_LIMIT = { max: 10, windowSeconds: 30 } as const;
export const LIVE_CHAT_PAGE_SIZE = 50;
/** A viewer counts as watching while they fetched the stream within this many seconds. */
export const LIVE_VIEWER_WINDOW_SECONDS = 15;

const startsAt = z.iso.datetime({ offset: true, message: "validation.dateInvalid" });
const duration = z
  .number()
  .int("liveSessions.validation.duration")
  .min(LIVE_MIN_DURATION_MINUTES, "liveSessions.validation.duration")
  .max(LIVE_MAX_DURATION_MINUTES, "liveSessions.validation.duration");
const title = z.string().trim().min(1, "validation.required").max(LIVE_TITLE_MAX_LENGTH, "validation.tooLong");

export const liveSessionSchema = z.object({
  title,
  startsAt,
  durationMinutes: duration,
  requiredTier: z.enum(tiers),
});
export type LiveSessionInput = z.infer<typeof liveSessionSchema>;

export const liveSessionUpdateSchema = liveSessionSchema.partial();
export type LiveSessionUpdate = z.infer<typeof liveSessionUpdateSchema>;

export const liveChatMessageSchema = z.object({
  body: z.string().trim().min(1, "validation.required").max(LIVE_CHAT_MAX_LENGTH, "validation.tooLong"),
});
export const liveChatReportSchema = z.object({ reason: moderationReason });

/** Keep the recording as a post for the session's tier, or throw it away. */
export const liveSessionEndSchema = z.object({ keepReplay: z.boolean() });

/**
 * Whether a start time can be scheduled now: in the future (a minute of slack for the form's
 * round trip) and not further than LIVE_MAX_DAYS_AHEAD. Returns the refusal's message key or null.
 */
export function startTimeProblem(startsAt: Date, now = new Date()): string | null {
  if (startsAt.getTime() < now.getTime() - 60_000) return "liveSessions.validation.inPast";
  if (startsAt.getTime() > now.getTime() + LIVE_MAX_DAYS_AHEAD * 86_400_000) return "liveSessions.validation.tooFar";
  return null;
}

export interface LiveSessionView {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  requiredTier: Tier;
  status: LiveSessionStatus;
  startedAt: string | null;
  endedAt: string | null;
  creator: { username: string; name: string };
  /** Whether the viewer may watch and chat (the creator always may). */
  canWatch: boolean;
  isOwner: boolean;
  /**
   * The creator only: people watching now, whether a stream is arriving (from the browser or an
   * encoder), and whether the recording becomes a post.
   */
  viewerCount: number | null;
  isStreamArriving: boolean | null;
  keepReplay: boolean | null;
  replayPostId: string | null;
}

export interface LiveChatMessageView {
  id: string;
  body: string;
  createdAt: string;
  author: { username: string; name: string; isCreator: boolean };
  /** The author removes their own; the creator removes any. */
  canDelete: boolean;
  canReport: boolean;
}
