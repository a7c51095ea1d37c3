// One conversation in the inbox: who (picture, name, the member's tier), the last message and
// when, and how many messages to the viewer are unread. Opens the thread in the URL.
import clsx from "clsx";
import { Link } from "react-router";
import { UNREAD_COUNT_CAP, type ConversationSummary } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { MemberTier } from "./member-tier";
import { MessageTime } from "./message-time";
import { participantAvatar, participantName } from "./participant";

export const conversationLinkId = (conversationId: string) => `conversation-link-${conversationId}`;

function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const isCapped = count >= UNREAD_COUNT_CAP;
  return (
    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
      <span aria-hidden="true">{isCapped ? t("messages.conversation.unreadCapped") : count}</span>
      <span className="sr-only">
        {isCapped ? t("messages.conversation.unreadCappedLabel") : t("messages.conversation.unread", { count })}
      </span>
    </span>
  );
}

export function ConversationRow({
  conversation,
  isSelected,
}: {
  conversation: ConversationSummary;
  isSelected: boolean;
}) {
  const { t } = useTranslation();
  const { other, lastMessage, unreadCount } = conversation;
  const name = participantName(t, other);
  const isUnread = unreadCount > 0;
  return (
    <li>
      <Link
        id={conversationLinkId(conversation.id)}
        to={`?conversation=${encodeURIComponent(conversation.id)}`}
        aria-current={isSelected ? "true" : undefined}
        className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 aria-[current=true]:bg-brand-50"
      >
        {/* The link is named by the text beside the picture. */}
        <span aria-hidden="true" className="shrink-0">
          <Avatar name={other.username ?? "?"} urls={participantAvatar(other)} alt={name} size="md" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={clsx("min-w-0 flex-1 truncate text-slate-900", isUnread ? "font-bold" : "font-semibold")}>
              {name}
            </span>
            {lastMessage && <MessageTime at={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600" />}
          </span>
          <MemberTier member={other} className="mt-0.5 block" />
          <span className="mt-1 flex items-center gap-2">
            <span
              className={clsx(
                "min-w-0 flex-1 truncate text-sm",
                isUnread ? "font-semibold text-slate-900" : "text-slate-600",
              )}
            >
              {lastMessage
                ? lastMessage.fromMe
                  ? t("messages.conversation.fromMe", { text: lastMessage.body })
                  : lastMessage.body
                : t("messages.conversation.noMessages")}
            </span>
            {isUnread && <UnreadBadge count={unreadCount} />}
          </span>
        </span>
      </Link>
    </li>
  );
}
