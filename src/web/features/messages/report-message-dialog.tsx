// Reporting a received message to the platform's owner: a short reason, then a thank-you.
// Focus goes back to the Report button that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type FormEvent } from "react";
import { REPORT_REASON_MAX_LENGTH, type MessageView } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/fields";
import { useReportMessage } from "./queries";

function ReportForm({ message, onDone }: { message: MessageView; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReportMessage(message.id);
  const [reason, setReason] = useState("");
  const [hasTried, setHasTried] = useState(false);
  const trimmed = reason.trim();
  const problem =
    trimmed.length > REPORT_REASON_MAX_LENGTH
      ? t("messages.report.tooLong", { max: REPORT_REASON_MAX_LENGTH })
      : hasTried && trimmed.length === 0
        ? t("messages.report.required")
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setHasTried(true);
    if (trimmed.length === 0 || trimmed.length > REPORT_REASON_MAX_LENGTH) return;
    report.mutate(trimmed);
  }

  if (report.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t("messages.report.done")}</Alert>
        <div className="flex justify-end">
          <Button onClick={onDone}>{t("common.close")}</Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextAreaField
        label={t("messages.report.reason")}
        value={reason}
        rows={4}
        required
        onChange={(event) => setReason(event.target.value)}
        error={problem}
        hint={t("messages.report.hint", { max: REPORT_REASON_MAX_LENGTH })}
      />
      {report.error && <Alert tone="error">{t("messages.report.failed")}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={report.isPending}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" isLoading={report.isPending}>
          {t("messages.report.submit")}
        </Button>
      </div>
    </form>
  );
}

/** Open while `message` is set. */
export function ReportMessageDialog({ message, onClose }: { message: MessageView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          // Focus has not moved yet: the element holding it opened the dialog.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{t("messages.report.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t("messages.report.description")}</Dialog.Description>
          {message && (
            <>
              <blockquote className="mt-4 mb-4 max-h-32 overflow-y-auto rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-700">
                {message.body}
              </blockquote>
              <ReportForm key={message.id} message={message} onDone={onClose} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
