// The inbox's conversations, newest first, with "Load more" for older ones (keyset pages). A
// failed later page keeps what is shown and offers a retry below it.
import type { ConversationSummary } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { ConversationRow } from "./conversation-row";
import type { useConversations } from "./queries";

const listClasses = "divide-y divide-slate-100";

export function ConversationListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t("messages.inbox.loading")}</span>
      <ul aria-hidden="true" className={listClasses}>
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex animate-pulse gap-3 px-4 py-3">
            <div className="h-12 w-12 shrink-0 rounded-full bg-slate-200" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-32 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId: string | null;
  query: Pick<
    ReturnType<typeof useConversations>,
    "hasNextPage" | "fetchNextPage" | "isFetchingNextPage" | "isFetchNextPageError"
  >;
}

export function ConversationList({ conversations, selectedId, query }: ConversationListProps) {
  const { t } = useTranslation();
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  return (
    <>
      <ul aria-label={t("messages.inbox.listLabel")} className={listClasses}>
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            isSelected={conversation.id === selectedId}
          />
        ))}
      </ul>
      {isFetchNextPageError && (
        <div className="p-3">
          <LoadError
            message={t("messages.errors.load")}
            onRetry={() => void fetchNextPage()}
            isRetrying={isFetchingNextPage}
          />
        </div>
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="flex justify-center border-t border-slate-100 p-3">
          <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t("messages.inbox.loadMore")}
          </Button>
        </div>
      )}
    </>
  );
}
