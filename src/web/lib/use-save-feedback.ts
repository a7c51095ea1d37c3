// What a settings card that saves on every change says after each save: "Saved" for a moment
// (spec: 3 s), or that it failed. `track()` gives one save's mutation callbacks.
import { useState } from "react";
import { useFlash } from "./use-flash";

export type SaveOutcome = "saved" | "failed";

export function useSaveFeedback() {
  const flash = useFlash();
  const [outcome, setOutcome] = useState<SaveOutcome>("saved");
  return {
    outcome,
    isShown: flash.isShown,
    /** The line hides while the save runs, then says how it went. */
    track: () => {
      flash.hide();
      return {
        onSuccess: () => setOutcome("saved"),
        onError: () => setOutcome("failed"),
        onSettled: flash.show,
      };
    },
  };
}
