// A success notice without content ("Saved"): shown, then gone by itself (spec: 3 s).
import { useCallback } from "react";
import { NOTICE_MS, useTimedNotice } from "./use-timed-notice";

export function useFlash(durationMs = NOTICE_MS) {
  const { notice, show, hide } = useTimedNotice<true>(durationMs);
  const showFlash = useCallback(() => show(true), [show]);
  return { isShown: notice !== null, show: showFlash, hide };
}
