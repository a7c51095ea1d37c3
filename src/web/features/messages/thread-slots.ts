// What other features add to an open thread. The member's inbox passes them in (pages/), since a
// feature never imports another feature's components: the tip button in a thread with a creator.
import { createContext, useContext, type ComponentType } from "react";

export interface TipThreadProps {
  creator: { username: string; name: string };
  place: "message";
  size: "sm";
  isCompact: true;
}

export interface ThreadSlots {
  TipButton?: ComponentType<TipThreadProps>;
}

export const ThreadSlotsContext = createContext<ThreadSlots>({});

export const useThreadSlots = () => useContext(ThreadSlotsContext);
