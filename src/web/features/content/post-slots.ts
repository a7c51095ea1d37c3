// What other features add to a post in the viewer and on its card. The page that shows posts passes
// them in, since a feature never imports another feature's components: moderation's report button,
// and the tips feature's tip button and "Unlock for $4.99" (buying a pay-per-view post).
import { createContext, useContext, type ComponentType } from "react";

export interface ReportPostProps {
  subject: { subject: "post"; postId: string; title: string; creator: string };
}

export interface TipPostProps {
  creator: { username: string; name: string };
  place: "post";
  postId: string;
  size: "sm";
}

export interface UnlockPostProps {
  post: { id: string; title: string; unlockPriceCents: number };
  /** The post is open to the member already, or no longer for sale: its lists are read again. */
  onStale: () => void;
  className?: string;
}

export interface PostSlots {
  ReportButton?: ComponentType<ReportPostProps>;
  TipButton?: ComponentType<TipPostProps>;
  UnlockButton?: ComponentType<UnlockPostProps>;
}

export const PostSlotsContext = createContext<PostSlots>({});

export const usePostSlots = () => useContext(PostSlotsContext);
