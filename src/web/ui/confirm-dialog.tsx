// Asks before something that matters (a plan change, a cancellation, a deletion): an alert dialog
// where focus stays inside, Escape or the keep button closes it, a failure shows inside it so the
// question can be asked again, and focus goes back to the control that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

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
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          // Focus has not moved yet: the element holding it opened the dialog.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The opener may be gone or disabled after the change (Unfollow, Switch to PRO, Delete).
            const canTakeFocus = opener.current?.isConnected && !opener.current.matches(":disabled");
            (canTakeFocus ? opener.current : fallbackFocus?.())?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
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
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={isPending}>
                {keepLabel}
              </Button>
            </Dialog.Close>
            <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
