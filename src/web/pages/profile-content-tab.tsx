// A profile's Content tab with what other features add to its posts (content/post-slots.ts): the
// report, tip and unlock buttons. Loaded with the tab, so a first visit to a profile carries none of it.
import { lazy, type ComponentProps } from "react";
import { loadStrings } from "../i18n";
import { CreatorContentTab } from "../features/content/creator-content-tab";
import { PostSlotsContext, type PostSlots } from "../features/content/post-slots";

/** Only signed-in people report a post: a visitor never downloads the dialog. */
const ReportButton = lazy(async () => ({
  default: (await import("../features/moderation/report-button")).ReportButton,
}));
/** Signed-in followers' tip button in the post viewer, with its strings. */
const TipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});
/** Signed-in followers' "Unlock for $4.99" on a locked post sold on its own, with the same strings. */
const UnlockButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/unlock-button"), loadStrings("billing")]);
  return { default: module.UnlockButton };
});
const postSlots: PostSlots = { ReportButton, TipButton, UnlockButton };

export function ProfileContentTab(props: ComponentProps<typeof CreatorContentTab>) {
  return (
    <PostSlotsContext.Provider value={postSlots}>
      <CreatorContentTab {...props} />
    </PostSlotsContext.Provider>
  );
}
