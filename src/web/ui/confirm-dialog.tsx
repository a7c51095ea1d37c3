// Asks before something that matters (a plan change, a cancellation, a deletion): an alert dialog
// where focus stays inside, Escape or the keep button closes it, a failure shows inside it so the
// question can be asked again, and focus goes back to the control that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { DialogActions, ModalFrame } from "./dialog";

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What happens, and when. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out that changes nothing, e.g. 'Keep membership' or 'Cancel'. */
  keepLabel: string;
  tone?: "primary" | "danger";
  isPending: boolean;
  /** Why the last attempt failed; nothing changed. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the opening control is gone or disabled after the change. */
  fallbackFocus?: () => HTMLElement | null;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    isOpen,
    title,
    children,
    confirmLabel,
    keepLabel,
    tone = "primary",
    isPending,
    error,
    onConfirm,
    onClose,
    fallbackFocus,
  } = props;
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={() => !isPending && onClose()}
      fallbackFocus={fallbackFocus}
      role="alertdialog"
      className="max-h-[90vh] w-[min(92vw,28rem)] overflow-y-auto p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-2 space-y-2 text-slate-700">{children}</div>
      </Dialog.Description>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <DialogActions className="mt-6">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={isPending}>
            {keepLabel}
          </Button>
        </Dialog.Close>
        <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
