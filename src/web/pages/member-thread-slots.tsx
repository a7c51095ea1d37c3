// The member's inbox with the tip button in a thread with a creator (messages/thread-slots.ts): a
// layout route around the inbox page, so the page stays the messages feature's own.
import { Outlet } from "react-router";
import { ThreadSlotsContext, type ThreadSlots } from "../features/messages/thread-slots";
import { LazyTipButton } from "./lazy-tip-buttons";

const slots: ThreadSlots = { TipButton: LazyTipButton };

export function MemberThreadSlots() {
  return (
    <ThreadSlotsContext.Provider value={slots}>
      <Outlet />
    </ThreadSlotsContext.Provider>
  );
}
