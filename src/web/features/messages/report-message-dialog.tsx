// Reporting a received message to the platform's owner: the shared reason dialog, quoting the
// message, then a thank-you.
import type { MessageView } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { ReasonDialog } from "../../ui/reason-dialog";
import { useReportMessage } from "./queries";

/** Open while `message` is set. */
export function ReportMessageDialog({ message, onClose }: { message: MessageView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportMessage(message?.id ?? "");
  return (
    <ReasonDialog
      isOpen={message !== null}
      title={t("messages.report.title")}
      description={
        <>
          <p>{t("messages.report.description")}</p>
          {message && (
            <blockquote className="max-h-32 overflow-y-auto rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-700">
              {message.body}
            </blockquote>
          )}
        </>
      }
      reasonLabel={t("messages.report.reason")}
      confirmLabel={t("messages.report.submit")}
      tone="danger"
      isPending={report.isPending}
      error={report.isError ? t("messages.report.failed") : undefined}
      done={report.isSuccess ? t("messages.report.done") : undefined}
      onConfirm={(reason) => report.mutate(reason)}
      onClose={() => {
        onClose();
        report.reset();
      }}
    />
  );
}
