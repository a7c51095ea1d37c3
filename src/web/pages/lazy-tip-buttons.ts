// The tips feature's buttons as the pages that slot them in load them: on first use, with their
// strings (the billing part), so no page's first visit carries them.
import { lazy } from "react";
import { loadStrings } from "../i18n";

/** "Send a tip": in the post viewer, on a profile, in a thread with a creator. */
export const LazyTipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});

/** "Unlock for $4.99" on a locked post sold on its own. */
export const LazyUnlockButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/unlock-button"), loadStrings("billing")]);
  return { default: module.UnlockButton };
});
