// The one modal frame every dialog of the app is drawn in (Radix dialogs, opened without a
// Dialog.Trigger), with its close button and its row of actions.
import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import { useRef, type ReactNode, type RefObject } from "react";
import { PathIcon } from "./icon";
import "./dialog.css";

/**
 * Handlers for Dialog.Content that give focus back to the element that opened the dialog when it
 * closes, or to `fallback()` when that element is gone or was disabled by what the dialog did
 * (Unfollow, Switch to PRO, Delete).
 */
function useFocusReturn(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Focus has not moved yet when the dialog opens: the element holding it opened the dialog.
    onOpen: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onClose: () => {
      const canTakeFocus = opener.current?.isConnected && !opener.current.matches(":disabled");
      (canTakeFocus ? opener.current : fallback?.())?.focus();
    },
  };
}

/** Where the panel sits and what it looks like: the caller's `className` adds size and padding. */
const panels = {
  /** A white card in the middle of the screen. */
  card: "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-2xl",
  /** Centred with no surface of its own (a picture on the dark backdrop). */
  bare: "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2",
  /** Placed and drawn entirely by the caller's `className` (the workout's bottom sheet). */
  custom: "",
};

const backdrops = {
  dim: "bg-slate-950/60",
  /** For media: the page behind goes dark so the post or picture stands out. */
  dark: "bg-slate-950/80 backdrop-blur-sm",
};

interface ModalFrameProps extends Pick<Dialog.DialogContentProps, "role" | "aria-describedby"> {
  isOpen: boolean;
  /** Escape, the overlay or a Dialog.Close asked to close (a pending change may refuse). */
  onClose(): void;
  /** Focus goes back to the opener; these override where, when the caller knows better. */
  returnFocus?: () => void;
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Takes focus when the dialog opens, instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  panel?: keyof typeof panels;
  backdrop?: keyof typeof backdrops;
  className: string;
  children: ReactNode;
}

/** A modal's chrome: portal, overlay and panel, focus kept inside and given back on close. */
export function ModalFrame({
  isOpen,
  onClose,
  returnFocus,
  fallbackFocus,
  initialFocus,
  panel = "card",
  backdrop = "dim",
  className,
  children,
  ...content
}: ModalFrameProps) {
  const focus = useFocusReturn(fallbackFocus);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx("fixed inset-0 z-50", backdrops[backdrop])} />
        <Dialog.Content
          {...content}
          onOpenAutoFocus={(event) => {
            focus.onOpen();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (returnFocus ?? focus.onClose)();
          }}
          className={clsx("fixed z-50 focus:outline-none", panels[panel], className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The round × in a dialog's corner; `onDark` for dialogs drawn on the dark backdrop. */
export function DialogCloseButton({ label, onDark = false }: { label: string; onDark?: boolean }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={clsx(
        "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
        onDark ? "bg-white/10 text-white hover:bg-white/20" : "text-slate-600 hover:bg-slate-100",
      )}
    >
      <PathIcon d="M18 6 6 18M6 6l12 12" />
    </Dialog.Close>
  );
}

/** A dialog's buttons: stacked with the main one on top on phones, in a row on the right above. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}>{children}</div>;
}
