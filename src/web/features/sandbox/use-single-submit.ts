// One submission per click: Enter or a second click while the first is under way does nothing.
// The guard is a ref, set at once, because a second click can land before the busy state renders.
import { useRef, type FormEvent } from "react";

export function useSingleSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>, isBusy: boolean) {
  const isSending = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current || isBusy) return;
    isSending.current = true;
    void submit(event).finally(() => {
      isSending.current = false;
    });
  };
}
