// Shared dialog chrome and behaviour for Radix dialogs opened without a Dialog.Trigger.
import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useRef, type ReactNode } from "react";

/**
 * Handlers for Dialog.Content that give focus back to the element that opened the dialog when it
 * closes, or to `fallback()` when that element is gone. Spread them on Dialog.Content.
 */
export function useFocusReturn(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Focus has not moved yet when the dialog opens: the element holding it opened the dialog.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      (opener.current?.isConnected ? opener.current : fallback?.())?.focus();
    },
  };
}

/**
 * A centred modal's chrome: portal, dimmed overlay and the white panel. Closing returns focus
 * through `returnFocus` (the caller knows where it should go); `className` sizes the panel.
 */
export function ModalFrame({
  isOpen,
  onOpenChange,
  returnFocus,
  className,
  children,
  ...content
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  returnFocus(): void;
  className: string;
  children: ReactNode;
} & Pick<Dialog.DialogContentProps, "role" | "aria-describedby">) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          {...content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={clsx(
            "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-2xl focus:outline-none",
            className,
          )}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
