// A switch that saves at once shows its new position in the same frame it is pressed. Its saved
// value lives in TanStack Query's cache, which tells components of a change on a timer (a task
// later), so between the press and that notice React would put the old position back: a flicker
// a person may miss, and a screen reader or a test reading the switch at that moment does not.
import { useState } from "react";

/**
 * `saved` as pressed: the pressed value until `saved` changes (the cache's optimistic copy, the
 * server's answer, or the old value put back by a failure), and from then on `saved` alone.
 */
export function usePressedValue<T>(saved: T): [shown: T, press: (value: T) => void] {
  const [pressed, setPressed] = useState<{ value: T; over: T } | null>(null);
  const isCurrent = pressed !== null && Object.is(pressed.over, saved);
  // Forgotten once overtaken, so a failure that puts back the very value pressed over shows it.
  if (pressed !== null && !isCurrent) setPressed(null);
  return [isCurrent ? pressed.value : saved, (value) => setPressed({ value, over: saved })];
}
