// What other features add to a post in the viewer. The page that shows posts passes them in, since a
// feature never imports another feature's components: today, moderation's report button.
import { createContext, useContext, type ComponentType } from "react";

export interface ReportPostProps {
  subject: { subject: "post"; postId: string; title: string; creator: string };
}

export interface PostSlots {
  ReportButton?: ComponentType<ReportPostProps>;
}

export const PostSlotsContext = createContext<PostSlots>({});

export const usePostSlots = () => useContext(PostSlotsContext);
