// An open conversation (spec 9: a 600 px panel): the other person, the messages oldest to
// newest with the newest at the bottom and "Load older" above them, and the composer, or why
// the viewer cannot send. Opening it marks the messages to the viewer read.
import { useEffect, useId, useRef, useState } from "react";
import type { MessageView } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import { MessageBubble } from "./message-bubble";
import { participantName } from "./participant";
import { threadMessages, useThread } from "./queries";
import { ReplyComposer } from "./reply-composer";
import { ReportMessageDialog } from "./report-message-dialog";
import { SendBlockNotice } from "./send-block-notice";
import { ThreadHeader } from "./thread-header";
import { useMarkReadWhileOpen } from "./use-mark-read";

const panelClasses = "flex h-[600px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

/** Focus was on something now hidden or gone (the list on a phone): it moves to the thread. */
const isFocusLost = () => {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.offsetParent === null;
};

export function ThreadPanel({ conversationId, onBack }: { conversationId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useThread(conversationId);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reporting, setReporting] = useState<MessageView | null>(null);
  useMarkReadWhileOpen(conversationId, thread.data?.pages);

  const hasData = thread.data !== undefined;
  useEffect(() => {
    if (hasData && isFocusLost()) headingRef.current?.focus();
  }, [hasData]);

  if (thread.isPending) {
    return (
      <div className={`${panelClasses} items-center justify-center text-brand-600`} role="status">
        <Spinner className="h-8 w-8" />
        <span className="sr-only">{t("messages.thread.loading")}</span>
      </div>
    );
  }
  if (thread.isError && !thread.isFetchNextPageError) {
    const isMissing = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 403);
    return (
      <div className={`${panelClasses} justify-center gap-4 p-4`}>
        {isMissing ? (
          <p className="text-center text-slate-600">{t("messages.errors.notFound")}</p>
        ) : (
          <LoadError
            message={t("messages.errors.load")}
            onRetry={() => void thread.refetch()}
            isRetrying={thread.isRefetching}
          />
        )}
        <Button variant="secondary" className="self-center lg:hidden" onClick={onBack}>
          {t("messages.thread.back")}
        </Button>
      </div>
    );
  }

  const conversation = thread.data.pages[0]!.conversation;
  const messages = threadMessages(thread.data);
  const name = participantName(t, conversation.other);

  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <ThreadHeader conversation={conversation} headingId={headingId} headingRef={headingRef} onBack={onBack} />
      {/* Reversed so the view starts at (and stays with) the newest message; the content inside reads oldest first. */}
      <div
        role="log"
        aria-label={t("messages.thread.messagesLabel", { name })}
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none focus-visible:ring-inset"
      >
        <div className="space-y-3 p-3 sm:p-4">
          {thread.isFetchNextPageError ? (
            <LoadError
              message={t("messages.errors.load")}
              onRetry={() => void thread.fetchNextPage()}
              isRetrying={thread.isFetchingNextPage}
            />
          ) : (
            thread.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void thread.fetchNextPage()}
                  isLoading={thread.isFetchingNextPage}
                >
                  {t("messages.thread.loadOlder")}
                </Button>
              </div>
            )
          )}
          {messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">{t("messages.thread.empty")}</p>
          ) : (
            <ol className="space-y-3">
              {messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  senderName={name}
                  onReport={message.fromMe ? undefined : setReporting}
                />
              ))}
            </ol>
          )}
        </div>
      </div>
      <div className="border-t border-slate-200 p-3 sm:px-4">
        {conversation.sendBlock ? (
          <SendBlockNotice conversation={{ ...conversation, sendBlock: conversation.sendBlock }} />
        ) : (
          <ReplyComposer conversationId={conversationId} />
        )}
      </div>
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
