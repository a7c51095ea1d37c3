// What other features add to a post in the viewer. The page that shows posts passes them in, since a
// feature never imports another feature's components: moderation's report button and the tip button.
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

export interface PostSlots {
  ReportButton?: ComponentType<ReportPostProps>;
  TipButton?: ComponentType<TipPostProps>;
}

export const PostSlotsContext = createContext<PostSlots>({});

export const usePostSlots = () => useContext(PostSlotsContext);
