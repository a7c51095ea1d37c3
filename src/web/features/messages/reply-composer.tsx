// The composer under an open thread: the creator's reply, or the member's next message.
import { useTranslation } from "../../i18n";
import { MessageComposer } from "./message-composer";
import { useSendInConversation } from "./queries";
import { sendErrorMessage } from "./send-error";

export function ReplyComposer({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation();
  const send = useSendInConversation(conversationId);
  return (
    <MessageComposer
      rows={2}
      send={(message) => send.mutateAsync(message)}
      isSending={send.isPending}
      error={send.error ? sendErrorMessage(t, send.error, i18n.language) : null}
      onEdit={() => send.error && send.reset()}
    />
  );
}
