// The chat beside the live video: the latest messages (new ones arrive by live hint), scrolled to
// the newest, and a box to write in that keeps its text when sending fails.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LIVE_CHAT_MAX_LENGTH } from "../../../domain/live-sessions";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { QueryStatus } from "../../ui/query-status";
import { ChatMessage } from "./chat-message";
import { useLiveChat, useSendChat } from "./queries";

export function LiveChat({ sessionId, isOpen }: { sessionId: string; isOpen: boolean }) {
  const { t } = useTranslation();
  const chat = useLiveChat(sessionId, true);
  const send = useSendChat(sessionId);
  const [text, setText] = useState("");
  const list = useRef<HTMLOListElement | null>(null);
  const count = chat.data?.messages.length ?? 0;

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    send.mutate(body, { onSuccess: () => setText("") });
  };
  const sendError =
    send.error instanceof ApiError && send.error.status === 429
      ? t("liveSessions.chat.tooFast")
      : send.isError
        ? t("liveSessions.chat.sendFailed")
        : null;

  return (
    <section
      aria-labelledby="live-chat-title"
      className="flex h-[28rem] flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="live-chat-title" className="border-b border-slate-200 px-4 py-3 font-bold text-slate-900">
        {t("liveSessions.chat.title")}
      </h2>
      <div className="px-3 pt-2">
        <QueryStatus query={chat} loading={t("common.loading")} failed={t("liveSessions.chat.loadFailed")} />
      </div>
      <ol ref={list} aria-live="polite" className="flex-1 space-y-1 overflow-y-auto px-2 py-2">
        {chat.data?.messages.length === 0 && (
          <li className="p-4 text-center text-sm text-slate-600">{t("liveSessions.chat.empty")}</li>
        )}
        {chat.data?.messages.map((message) => (
          <ChatMessage key={message.id} sessionId={sessionId} message={message} />
        ))}
      </ol>
      {isOpen ? (
        <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
          {sendError && <Alert tone="error">{sendError}</Alert>}
          <div className="flex gap-2">
            <label htmlFor="live-chat-input" className="sr-only">
              {t("liveSessions.chat.label")}
            </label>
            <input
              id="live-chat-input"
              value={text}
              maxLength={LIVE_CHAT_MAX_LENGTH}
              placeholder={t("liveSessions.chat.label")}
              onChange={(event) => setText(event.target.value)}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
            <Button type="submit" size="sm" disabled={send.isPending || !text.trim()}>
              {send.isPending ? t("liveSessions.chat.sending") : t("liveSessions.chat.send")}
            </Button>
          </div>
        </form>
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">{t("liveSessions.chat.closed")}</p>
      )}
    </section>
  );
}
