// /dashboard/influencer/inbox and /dashboard/follower/inbox: the conversations beside the open
// thread. The open conversation is in the URL (?conversation=<id>, where notifications link;
// ?with=<username> finds it by the other person, where a tip's checkout returns);
// below the large breakpoint the list and the thread take turns, full width, with Back.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { useSession } from "../../lib/session";
import { ConversationList, ConversationListSkeleton } from "./conversation-list";
import { conversationLinkId } from "./conversation-row";
import { InboxEmpty } from "./inbox-empty";
import { useConversations } from "./queries";
import { ThreadPanel } from "./thread-panel";

/**
 * `?with=<username>` (where a tip's checkout returns a member) opens the conversation with that
 * person: the list is read page by page until it is found, then the address names it as usual.
 */
function useOpenConversationWith(
  username: string | null,
  conversations: ReturnType<typeof useConversations>,
  setSearchParams: ReturnType<typeof useSearchParams>[1],
) {
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = conversations;
  useEffect(() => {
    if (!username || (!data && !isError)) return;
    const wanted = username.toLowerCase();
    const found = data?.pages
      .flatMap((page) => page.conversations)
      .find((conversation) => conversation.other.username?.toLowerCase() === wanted);
    if (found || !hasNextPage || isError) {
      setSearchParams(
        (params) => {
          params.delete("with");
          if (found) params.set("conversation", found.id);
          return params;
        },
        { replace: true },
      );
    } else if (!isFetchingNextPage) void fetchNextPage();
  }, [username, data, hasNextPage, isFetchingNextPage, isError, fetchNextPage, setSearchParams]);
}

export function InboxPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const role = user?.role === "influencer" ? "influencer" : "follower";
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get("conversation");
  const conversations = useConversations();
  useOpenConversationWith(searchParams.get("with"), conversations, setSearchParams);

  // Back on the list, focus returns to the conversation that was open.
  const closedId = useRef<string | null>(null);
  const closeThread = () => {
    closedId.current = selectedId;
    setSearchParams((params) => {
      params.delete("conversation");
      return params;
    });
  };
  useEffect(() => {
    if (selectedId || !closedId.current) return;
    document.getElementById(conversationLinkId(closedId.current))?.focus();
    closedId.current = null;
  }, [selectedId]);

  // A conversation keeps its place while later pages load; one moved by a new message shows once.
  const list = [
    ...new Map(
      (conversations.data?.pages ?? []).flatMap((page) => page.conversations).map((item) => [item.id, item]),
    ).values(),
  ];
  const isEmpty = conversations.isSuccess && list.length === 0;

  let listContent;
  if (conversations.isPending) listContent = <ConversationListSkeleton />;
  else if (conversations.isError && !conversations.isFetchNextPageError) {
    listContent = (
      <div className="p-3">
        <LoadError
          message={t("messages.errors.load")}
          onRetry={() => void conversations.refetch()}
          isRetrying={conversations.isRefetching}
        />
      </div>
    );
  } else listContent = <ConversationList conversations={list} selectedId={selectedId} query={conversations} />;

  return (
    <div className="space-y-6">
      <title>{t("messages.inbox.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("messages.inbox.title")}</h1>
        <p className="mt-2 text-slate-600">{t(`messages.inbox.intro.${role}`)}</p>
      </header>
      {isEmpty && !selectedId ? (
        <InboxEmpty role={role} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div
            className={`${selectedId ? "hidden lg:block" : ""} overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:h-[600px] lg:overflow-y-auto`}
          >
            {listContent}
          </div>
          {selectedId ? (
            <ThreadPanel key={selectedId} conversationId={selectedId} onBack={closeThread} />
          ) : (
            <p className="hidden h-[600px] items-center justify-center rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500 lg:flex">
              {t("messages.inbox.pick")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
