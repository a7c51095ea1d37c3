// A yes/no question in a modal dialog: focus stays inside, Escape or the dismiss button closes
// it, and a failure is shown inside so the question can be asked again.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  dismissLabel: string;
  isPending: boolean;
  /** An alert about the last attempt, if it failed. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on close when the control that opened the dialog is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, body, confirmLabel, dismissLabel, isPending, error, onConfirm, onClose, onCloseAutoFocus } = props;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{body}</Dialog.Description>
          {error && <div className="mt-4">{error}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                {dismissLabel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} isLoading={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
