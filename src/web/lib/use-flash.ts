// A success notice that shows for a while and then goes away by itself (spec: 3 s).
import { useCallback, useEffect, useRef, useState } from "react";

export const FLASH_MS = 3000;

export function useFlash(durationMs = FLASH_MS) {
  const [isShown, setIsShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setIsShown(true);
    timer.current = setTimeout(() => setIsShown(false), durationMs);
  }, [durationMs]);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setIsShown(false);
  }, []);
  return { isShown, show, hide };
}
