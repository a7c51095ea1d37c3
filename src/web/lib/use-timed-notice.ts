// A notice that shows for a while and then goes away by itself (spec: "saved" 3 s; a created post 5 s).
import { useCallback, useEffect, useRef, useState } from "react";

export const NOTICE_MS = 3000;

/** The notice shown now (null once its time is up), with show and hide. */
export function useTimedNotice<T>(durationMs = NOTICE_MS) {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      setNotice(value);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  return { notice, show, hide };
}
