// The disclosure pattern for the shell's small menus: a button toggles a panel;
// Escape, a click outside or a new page closes it, and Escape returns focus to the button.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export function useDisclosure<Button extends HTMLElement = HTMLButtonElement>() {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<Button>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // Following a link in the panel closes it (state adjusted during render, not in an effect).
  if (isOpen && openedAt !== pathname) {
    setIsOpen(false);
  }

  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => {
    setOpenedAt(pathname);
    setIsOpen((open) => !open);
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [isOpen]);

  return { isOpen, toggle, close, buttonRef, panelRef };
}
