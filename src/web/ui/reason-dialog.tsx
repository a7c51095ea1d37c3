// A dialog that asks why before something is sent: a labelled reason box, confirm and cancel.
// Used to report a post or a profile and for every owner action. Focus stays inside, Escape or
// Cancel closes it, a failure shows inside it with the reason kept, and focus goes back to the opener.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent, type ReactNode } from "react";
import { REPORT_REASON_MAX_LENGTH } from "../../domain/messages";
import { useTranslation } from "../i18n";
import { Alert } from "./alert";
import { Button } from "./button";
import { TextAreaField } from "./fields";
import { DialogActions, ModalFrame } from "./dialog";

interface ReasonDialogProps {
  isOpen: boolean;
  title: string;
  /** What the action does, shown under the title. */
  description: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  tone?: "primary" | "danger";
  isPending: boolean;
  /** Why the last attempt failed; nothing changed. */
  error?: ReactNode;
  /** Shown instead of the form once the action is done (a thank-you); without it the dialog just closes. */
  done?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function ReasonForm({ reasonLabel, confirmLabel, tone = "primary", isPending, error, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [hasTried, setHasTried] = useState(false);
  const trimmed = reason.trim();
  const problem =
    trimmed.length > REPORT_REASON_MAX_LENGTH
      ? t("reports.reason.tooLong", { max: REPORT_REASON_MAX_LENGTH })
      : hasTried && trimmed.length === 0
        ? t("reports.reason.required")
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setHasTried(true);
    if (trimmed.length === 0 || trimmed.length > REPORT_REASON_MAX_LENGTH) return;
    onConfirm(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextAreaField
        label={reasonLabel}
        value={reason}
        rows={4}
        required
        onChange={(event) => setReason(event.target.value)}
        error={problem}
        hint={t("reports.reason.hint", { max: REPORT_REASON_MAX_LENGTH })}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={isPending}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={tone} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const { isOpen, title, description, done, isPending, onClose } = props;
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={() => !isPending && onClose()}
      className="max-h-[90vh] w-[min(92vw,30rem)] overflow-y-auto p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-1 space-y-2 text-sm text-slate-600">{description}</div>
      </Dialog.Description>
      {done ? (
        <div className="mt-4 space-y-4">
          <Alert tone="success">{done}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t("common.close")}</Button>
          </div>
        </div>
      ) : (
        // A new form each time the dialog opens, so an old reason is not sent for a new subject.
        isOpen && <ReasonForm {...props} />
      )}
    </ModalFrame>
  );
}
