// Where focus goes when a dialog closes. The dialogs are opened from buttons outside them (no Radix
// trigger), so the button is remembered on open and focused again on close; if it is gone (a deleted
// post), the fallback (the page heading) takes focus so keyboard users are not dropped at the top.
import { useCallback, useRef } from "react";

export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
    target?.focus();
  }, [fallback]);
  /** The opener is about to disappear (its post was deleted): the fallback takes focus instead. */
  const forget = useCallback(() => {
    opener.current = null;
  }, []);
  return { remember, restore, forget };
}
