// A server-rendered page is on screen before the app starts (src/web/public/boot.js): a text
// field keeps what the visitor typed by then, and its component takes it up once it runs.
import { useEffect, useEffectEvent, type RefObject } from "react";

/** Calls `onChange` once, when the component starts, if the field already holds another value than `value`. */
export function useEarlyInput(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  const takeUp = useEffectEvent(() => {
    const early = field.current?.value;
    if (early !== undefined && early !== value) onChange(early);
  });
  useEffect(() => takeUp(), []);
}
