// The post viewer's report button, for the member pages that list posts (content/post-slots.ts).
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";
import { ReportButton } from "../features/moderation/report-button";
import type { ReactNode } from "react";

const slots: PostSlots = { ReportButton };

export function MemberPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsContext.Provider value={slots}>{children}</PostSlotsContext.Provider>;
}
