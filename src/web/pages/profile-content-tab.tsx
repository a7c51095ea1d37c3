// A profile's Content tab with what other features add to its posts (content/post-slots.ts): the
// report, tip and unlock buttons. Loaded with the tab, so a first visit to a profile carries none of it.
import { lazy, type ComponentProps } from "react";
import { CreatorContentTab } from "../features/content/creator-content-tab";
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";
import { LazyTipButton, LazyUnlockButton } from "./lazy-tip-buttons";

/** Only signed-in people report a post: a visitor never downloads the dialog. */
const ReportButton = lazy(async () => ({
  default: (await import("../features/moderation/report-button")).ReportButton,
}));
const postSlots: PostSlots = { ReportButton, TipButton: LazyTipButton, UnlockButton: LazyUnlockButton };

export function ProfileContentTab(props: ComponentProps<typeof CreatorContentTab>) {
  return (
    <PostSlotsContext.Provider value={postSlots}>
      <CreatorContentTab {...props} />
    </PostSlotsContext.Provider>
  );
}
