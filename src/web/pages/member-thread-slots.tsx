// The member's inbox with the tip button in a thread with a creator (messages/thread-slots.ts): a
// layout route around the inbox page, so the page stays the messages feature's own.
import { lazy } from "react";
import { Outlet } from "react-router";
import { loadStrings } from "../i18n";
import { ThreadSlotsContext, type ThreadSlots } from "../features/messages/thread-slots";

/** Loaded with its strings (the billing part) when a thread with a creator first opens. */
const TipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});

const slots: ThreadSlots = { TipButton };

export function MemberThreadSlots() {
  return (
    <ThreadSlotsContext.Provider value={slots}>
      <Outlet />
    </ThreadSlotsContext.Provider>
  );
}
