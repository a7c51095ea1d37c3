// Support requests: a signed-in user asks the platform's team for help from /support, the owners
// answer in their dashboard. Requests of PRO and ALL STAR members come first ("priority support").
import { z } from "zod";

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_TEXT_MIN = 10;
export const SUPPORT_TEXT_MAX = 5000;
/** A person needs a few requests an hour at most; more is a loop or a flood. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** Replies in a thread are a conversation, so more of them; still bounded against a loop or a flood. */
export const SUPPORT_REPLIES_PER_HOUR = 10;
export const SUPPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_PAGE_SIZE = 10;
export const OWNER_SUPPORT_PAGE_SIZE = 20;

export const supportStatuses = ["open", "answered"] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** The tiers that earn priority support (plan cards: "Priority support" from PRO up). */
export const priorityTiers = ["pro", "all_star"] as const;
export type PriorityTier = (typeof priorityTiers)[number];

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().trim().min(min, tooShort).max(max, tooLong);

/** The words of a request; the screenshot travels beside them as a file of the same form. */
export const supportRequestSchema = z.object({
  subject: text(
    SUPPORT_SUBJECT_MIN,
    SUPPORT_SUBJECT_MAX,
    "supportRequests.validation.subjectTooShort",
    "supportRequests.validation.subjectTooLong",
  ),
  message: text(
    SUPPORT_TEXT_MIN,
    SUPPORT_TEXT_MAX,
    "supportRequests.validation.messageTooShort",
    "supportRequests.validation.messageTooLong",
  ),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const supportAnswerSchema = z.object({
  message: text(
    1,
    SUPPORT_TEXT_MAX,
    "supportRequests.validation.answerRequired",
    "supportRequests.validation.messageTooLong",
  ),
});
export type SupportAnswerInput = z.infer<typeof supportAnswerSchema>;

/** The requester's follow-up in their request's thread (it goes back to the owners' open list). */
export const supportReplySchema = z.object({
  message: text(
    1,
    SUPPORT_TEXT_MAX,
    "supportRequests.validation.replyRequired",
    "supportRequests.validation.messageTooLong",
  ),
});
export type SupportReplyInput = z.infer<typeof supportReplySchema>;

/** Who wrote a message of a request's thread after the request itself: the team or the requester. */
export const supportAuthors = ["team", "requester"] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

/** A message of a request's thread after the request itself: an owner's answer or the requester's reply. */
export interface SupportAnswerView {
  id: string;
  writtenBy: SupportAuthor;
  message: string;
  createdAt: string;
}

/** A request as its requester and the owners read it. */
export interface SupportRequestView {
  id: string;
  subject: string;
  message: string;
  status: SupportStatus;
  /** The requester's best paid tier when they asked, or null: what made it a priority. */
  priorityTier: PriorityTier | null;
  /** Where the screenshot is served (to the requester and owners only), or null. */
  screenshotUrl: string | null;
  createdAt: string;
  /** When the team last answered, or null. */
  answeredAt: string | null;
  /** The thread after the request, oldest first: the team's answers and the requester's replies. */
  answers: SupportAnswerView[];
}

export interface SupportRequestPage {
  requests: SupportRequestView[];
  nextCursor: string | null;
}

/** A row of the owners' list: who asked, and enough to pick what to open next. */
export interface QueuedSupportRequest {
  id: string;
  subject: string;
  status: SupportStatus;
  priorityTier: PriorityTier | null;
  requester: { username: string; name: string };
  hasScreenshot: boolean;
  createdAt: string;
  answeredAt: string | null;
}

export interface SupportQueuePage {
  requests: QueuedSupportRequest[];
  nextCursor: string | null;
}

/** One request as an owner opens it: the thread and who asked. */
export interface OwnerSupportRequest extends SupportRequestView {
  requester: { username: string; name: string; email: string };
}
