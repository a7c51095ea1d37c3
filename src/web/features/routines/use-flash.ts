// A notice that shows for a while and then goes away by itself (spec: routine saved 3 s).
import { useCallback, useEffect, useRef, useState } from "react";

export const FLASH_MS = 3000;

export function useFlash<T>(durationMs = FLASH_MS) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);
  return { value, show, hide };
}
