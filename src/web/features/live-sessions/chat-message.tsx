// One chat message: who wrote it (the creator marked), what, and remove (author or creator, asks
// first) or report (someone else's words, asks why).
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ReasonDialog } from "../../ui/reason-dialog";
import { useDeleteChat, useReportChat, type LiveChatMessage } from "./queries";

export function ChatMessage({ sessionId, message }: { sessionId: string; message: LiveChatMessage }) {
  const { t } = useTranslation();
  const remove = useDeleteChat(sessionId);
  const report = useReportChat(sessionId);
  const [dialog, setDialog] = useState<"remove" | "report" | null>(null);
  const author = message.author.name || `@${message.author.username}`;
  return (
    <li className="group rounded-lg px-2 py-1 hover:bg-slate-50">
      <p className="text-sm break-words text-slate-800">
        <span className="font-semibold text-slate-900">{author}</span>
        {message.author.isCreator && (
          <span className="ml-1 rounded bg-brand-50 px-1.5 text-xs font-semibold text-brand-700">
            {t("liveSessions.chat.creator")}
          </span>
        )}{" "}
        {message.body}
      </p>
      <div className="flex gap-1">
        {message.canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setDialog("remove")}>
            {t("liveSessions.chat.remove")}
          </Button>
        )}
        {message.canReport && (
          <Button variant="ghost" size="sm" onClick={() => setDialog("report")}>
            {t("liveSessions.chat.report")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={dialog === "remove"}
        title={t("liveSessions.chat.removeTitle")}
        confirmLabel={t("liveSessions.chat.remove")}
        keepLabel={t("common.cancel")}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t("liveSessions.chat.sendFailed") : undefined}
        onConfirm={() => remove.mutate(message.id, { onSuccess: () => setDialog(null) })}
        onClose={() => {
          setDialog(null);
          remove.reset();
        }}
      >
        <p>{t("liveSessions.chat.removeText")}</p>
      </ConfirmDialog>
      <ReasonDialog
        isOpen={dialog === "report"}
        title={t("liveSessions.chat.reportTitle")}
        description={<p className="break-words">“{message.body}”</p>}
        reasonLabel={t("reports.reasonLabel")}
        confirmLabel={t("reports.submit")}
        tone="danger"
        isPending={report.isPending}
        error={report.isError ? t("reports.failed") : undefined}
        done={report.isSuccess ? t("liveSessions.chat.reported") : undefined}
        onConfirm={(reason) => report.mutate({ messageId: message.id, reason })}
        onClose={() => {
          setDialog(null);
          report.reset();
        }}
      />
    </li>
  );
}
