// An open thread marks the messages sent to the viewer read (spec 4): when it opens, and again
// whenever new ones arrive while it is open (so the sender's read tick appears live). A tab in
// the background does not read anything; it catches up when it is shown again.
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { MessagePage } from "../../../domain/messages";
import { useMarkConversationRead } from "./queries";

const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
};
const isPageVisible = () => document.visibilityState === "visible";

export function useMarkReadWhileOpen(conversationId: string, pages: readonly MessagePage[] | undefined) {
  const { mutate, isPending } = useMarkConversationRead(conversationId);
  const isVisible = useSyncExternalStore(subscribeToVisibility, isPageVisible);
  // Pages are newest first: the first unread message found is the newest one.
  const newestUnreadId =
    pages?.flatMap((page) => page.messages).find((message) => !message.fromMe && !message.readAt)?.id ?? null;
  // Asked once per newest unread message, so a failing call does not repeat in a loop.
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!newestUnreadId || !isVisible || isPending || askedFor.current === newestUnreadId) return;
    askedFor.current = newestUnreadId;
    mutate();
  }, [newestUnreadId, isVisible, isPending, mutate]);
}
