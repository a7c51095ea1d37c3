// The top of an open thread: back to the list (small screens), who the other person is (their
// tier with the creator, or the viewer's own plan in a follower's inbox), Send a tip (a member's
// inbox) and Block/Unblock.
import { Suspense, type Ref } from "react";
import { Link } from "react-router";
import type { ConversationDetail } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { PathIcon } from "../../ui/icon";
import { TierBadge } from "../../ui/tier-badge";
import { BlockButton } from "./block-button";
import { MemberTier } from "./member-tier";
import { participantAvatar, participantName } from "./participant";
import { useThreadSlots } from "./thread-slots";

interface ThreadHeaderProps {
  conversation: ConversationDetail;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

export function ThreadHeader({ conversation, headingId, headingRef, onBack }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const { TipButton } = useThreadSlots();
  const { other } = conversation;
  const name = participantName(t, other);
  const isCreator = other.role === "influencer";
  // A member may tip the creator they talk to (even once ALL STAR ended), unless either blocked the other.
  const { sendBlock } = conversation;
  const tipTo =
    TipButton && isCreator && !conversation.blockedByMe && (sendBlock === null || sendBlock === "all_star_required")
      ? other.username
      : null;
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:gap-3 sm:px-4 sm:py-3">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <PathIcon d="m15 18-6-6 6-6" className="h-4 w-4" />
        {t("messages.thread.back")}
      </button>
      <span aria-hidden="true" className="shrink-0">
        <Avatar name={other.username ?? "?"} urls={participantAvatar(other)} alt={name} size="sm" />
      </span>
      <div className="min-w-0 flex-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="truncate font-bold text-slate-900 focus:outline-none"
        >
          {isCreator && other.username ? (
            <Link to={`/influencer/${encodeURIComponent(other.username)}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {isCreator ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            {t("messages.thread.yourTier")}
            <TierBadge tier={other.memberTier ?? "none"} />
          </p>
        ) : (
          <MemberTier member={other} className="block" />
        )}
      </div>
      {TipButton && tipTo && (
        <div className="shrink-0">
          <Suspense fallback={null}>
            <TipButton creator={{ username: tipTo, name }} place="message" size="sm" isCompact />
          </Suspense>
        </div>
      )}
      {conversation.sendBlock !== "account_deleted" && (
        <BlockButton conversationId={conversation.id} name={name} isBlockedByMe={conversation.blockedByMe} />
      )}
    </div>
  );
}
