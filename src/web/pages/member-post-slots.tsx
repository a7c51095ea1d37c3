// The post viewer's report and tip buttons, for the member pages that list posts (content/post-slots.ts).
import { lazy, type ReactNode } from "react";
import { loadStrings } from "../i18n";
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";
import { ReportButton } from "../features/moderation/report-button";

/** Loaded with its strings (the billing part) when a member first opens a post. */
const TipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});

const slots: PostSlots = { ReportButton, TipButton };

export function MemberPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsContext.Provider value={slots}>{children}</PostSlotsContext.Provider>;
}
