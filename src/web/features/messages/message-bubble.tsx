// One message in a thread: mine on the right with its read tick (spec 4: "Read" once the
// receiver opened the conversation, "Sent" until then), theirs on the left with Report.
import clsx from "clsx";
import { useId } from "react";
import type { MessageView } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { PathIcon } from "../../ui/icon";
import { MessageTime } from "./message-time";

const tickPaths = {
  sent: "M20 6 9 17l-5-5",
  read: "M17 6 7 16l-4-4M22 8l-8.5 8.5L12 15",
};

interface MessageBubbleProps {
  message: MessageView;
  /** Who wrote it, for screen readers (the bubble's side shows it on screen). */
  senderName: string;
  /** Offered on received messages only: the viewer reports what they were sent. */
  onReport?: (message: MessageView) => void;
}

export function MessageBubble({ message, senderName, onReport }: MessageBubbleProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { fromMe } = message;
  const tick = message.readAt ? "read" : "sent";
  return (
    <li className={clsx("flex", fromMe ? "justify-end" : "justify-start")}>
      <div className={clsx("flex max-w-[85%] flex-col sm:max-w-[75%]", fromMe ? "items-end" : "items-start")}>
        <p
          id={bodyId}
          className={clsx(
            "rounded-2xl px-4 py-2 break-words whitespace-pre-wrap",
            fromMe ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
          )}
        >
          <span className="sr-only">
            {t("messages.thread.sender", { name: fromMe ? t("messages.thread.you") : senderName })}{" "}
          </span>
          {message.body}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <MessageTime at={message.createdAt} />
          {fromMe && (
            <span className={clsx("inline-flex items-center gap-0.5", message.readAt && "text-brand-700")}>
              <PathIcon d={tickPaths[tick]} className="h-4 w-4" />
              {t(`messages.thread.${tick}`)}
            </span>
          )}
          {!fromMe && onReport && (
            <button
              type="button"
              aria-describedby={bodyId}
              onClick={() => onReport(message)}
              className="rounded px-1 font-medium text-slate-600 underline-offset-2 hover:text-red-700 hover:underline"
            >
              {t("messages.report.open")}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
