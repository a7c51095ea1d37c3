// Shared dialog behaviour for Radix dialogs opened without a Dialog.Trigger.
import { useRef } from "react";

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
