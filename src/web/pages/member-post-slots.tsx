// The post viewer's report and tip buttons, and the unlock button of a post sold on its own, for the
// member pages that list posts (content/post-slots.ts).
import type { ReactNode } from "react";
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";
import { ReportButton } from "../features/moderation/report-button";
import { LazyTipButton, LazyUnlockButton } from "./lazy-tip-buttons";

const slots: PostSlots = { ReportButton, TipButton: LazyTipButton, UnlockButton: LazyUnlockButton };

export function MemberPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsContext.Provider value={slots}>{children}</PostSlotsContext.Provider>;
}
