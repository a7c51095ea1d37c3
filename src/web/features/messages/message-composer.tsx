// Writing a message (spec 5 and 9): a labelled box with a live 500-character counter; Enter
// sends, Shift+Enter adds a line; nothing is sent when only spaces are left. The text stays
// until the message is stored, so a failure loses nothing, and a retry of the same text reuses
// its client id so the server stores it once.
import clsx from "clsx";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { MESSAGE_MAX_LENGTH, isMessageTooLong, messageText, type SendMessageBody } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { newClientMessageId } from "./client-message-id";

interface MessageComposerProps {
  /** Stores the message; rejects when it was not stored (the error shows, the text stays). */
  send: (message: SendMessageBody) => Promise<unknown>;
  isSending: boolean;
  /** Why the last send failed, in words. */
  error: string | null;
  /** Called when the writer changes the text, so a stale error can go. */
  onEdit?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
  rows?: number;
  className?: string;
}

export function MessageComposer({
  send,
  isSending,
  error,
  onEdit,
  textareaRef,
  rows = 4,
  className,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [hasTriedEmpty, setHasTriedEmpty] = useState(false);
  // The client id belongs to one text: the same text sent again (a retry) keeps it.
  const pending = useRef<{ body: string; clientMessageId: string } | null>(null);

  const body = messageText(text);
  const isTooLong = body !== null && isMessageTooLong(body);
  const problem = isTooLong
    ? t("messages.composer.tooLong", { max: MESSAGE_MAX_LENGTH })
    : body === null && (text.length > 0 || hasTriedEmpty)
      ? t("messages.composer.empty")
      : null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isSending) return;
    if (body === null) {
      setHasTriedEmpty(true);
      return;
    }
    if (isTooLong) return;
    if (pending.current?.body !== body) pending.current = { body, clientMessageId: newClientMessageId() };
    try {
      await send(pending.current);
    } catch {
      // The error shows below and the text stays for another try.
      return;
    }
    pending.current = null;
    setText("");
    setHasTriedEmpty(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word picks the word; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  const described = [`${id}-counter`, problem ? `${id}-problem` : `${id}-hint`].join(" ");
  return (
    <form noValidate onSubmit={submit} className={clsx("space-y-2", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("messages.composer.label")}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        value={text}
        // Held while sending, so nothing typed meanwhile is cleared with the sent text.
        readOnly={isSending}
        rows={rows}
        placeholder={t("messages.composer.placeholder")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          setText(event.target.value);
          onEdit?.();
        }}
        onKeyDown={onKeyDown}
        className={clsx(
          "block w-full resize-y rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none",
          problem && text.length > 0
            ? "border-red-500 focus:ring-red-300"
            : "border-slate-300 focus:border-brand-500 focus:ring-brand-200",
        )}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex items-center justify-between gap-3">
        {problem ? (
          <p id={`${id}-problem`} className="min-w-0 text-sm text-red-700">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="min-w-0 text-xs text-slate-500">
            {t("messages.composer.hint")}
          </p>
        )}
        <div className="flex shrink-0 items-center gap-3">
          <p
            id={`${id}-counter`}
            className={clsx("text-xs tabular-nums", isTooLong ? "font-semibold text-red-700" : "text-slate-500")}
          >
            {t("messages.composer.counter", { length: text.length, max: MESSAGE_MAX_LENGTH })}
          </p>
          <Button type="submit" isLoading={isSending} disabled={body === null || isTooLong}>
            {t("messages.composer.send")}
          </Button>
        </div>
      </div>
    </form>
  );
}
