// The post viewer's report and tip buttons, and the unlock button of a post sold on its own, for the
// member pages that list posts (content/post-slots.ts).
import { lazy, type ReactNode } from "react";
import { loadStrings } from "../i18n";
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";
import { ReportButton } from "../features/moderation/report-button";

/** Loaded with its strings (the billing part) when a member first opens a post. */
const TipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});

/** Loaded with the same strings when a member first sees a locked post for sale (a saved one, say). */
const UnlockButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/unlock-button"), loadStrings("billing")]);
  return { default: module.UnlockButton };
});

const slots: PostSlots = { ReportButton, TipButton, UnlockButton };

export function MemberPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsContext.Provider value={slots}>{children}</PostSlotsContext.Provider>;
}
