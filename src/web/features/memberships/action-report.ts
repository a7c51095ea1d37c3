// How an action on one membership (membership-actions.tsx and the actions it holds) tells the list
// what happened: a new action clears the last one's words, a success is worded from the membership
// it answered, and a failure outside a dialog is shown above the buttons.
import type { ReactNode } from "react";
import type { OwnMembership } from "./queries";

/** What the last action did: memberships.actions.<kind>, worded from the membership it answered. */
export type Done =
  "cancelled" | "resumed" | "paused" | "pauseUndone" | "pauseEnded" | "pausedCancelled" | "offerAccepted";

export interface ActionReport {
  /** Before another action: the last one's words and errors go. */
  onStart: () => void;
  /** After a success; `takeFocus` when the control that acted is gone with the change. */
  onDone: (kind: Done, changed: OwnMembership | null, takeFocus?: boolean) => void;
  /** A failure outside a dialog; nothing changed. */
  onFailed: (message: ReactNode) => void;
  /** Where a dialog gives focus back when the control that opened it is gone after the change. */
  fallbackFocus: () => HTMLElement | null;
}
