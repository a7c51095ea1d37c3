import { describe, expect, it } from "vitest";
import type { MessagePage, MessageView } from "../../../domain/messages";
import { messageKeys, threadMessages } from "./queries";

const message = (id: string): MessageView => ({
  id,
  body: id,
  createdAt: "2026-03-14T12:00:00Z",
  readAt: null,
  fromMe: false,
  clientMessageId: null,
});
const page = (...ids: string[]): MessagePage => ({
  conversation: {
    id: "c1",
    other: { username: "a", name: null, avatarUrl: null, role: "follower", memberTier: null },
    sendBlock: null,
    blockedByMe: false,
  },
  messages: ids.map(message),
  nextCursor: null,
});

describe("threadMessages", () => {
  it("reads the newest-first pages oldest first", () => {
    expect(threadMessages({ pages: [page("m5", "m4"), page("m3", "m2", "m1")] }).map((m) => m.id)).toEqual([
      "m1",
      "m2",
      "m3",
      "m4",
      "m5",
    ]);
  });

  it("shows a message twice listed (a page refetched between sends) once", () => {
    expect(threadMessages({ pages: [page("m4", "m3"), page("m3", "m2")] }).map((m) => m.id)).toEqual([
      "m2",
      "m3",
      "m4",
    ]);
  });

  it("is empty before the thread loads", () => {
    expect(threadMessages(undefined)).toEqual([]);
  });
});

describe("messageKeys", () => {
  // The live-update client invalidates these exact keys.
  it("keeps the keys the live updates rely on", () => {
    expect(messageKeys.conversations()).toEqual(["messages", "conversations"]);
    expect(messageKeys.thread("c1")).toEqual(["messages", "thread", "c1"]);
    expect(messageKeys.unreadCounts()).toEqual(["unread-counts"]);
  });
});
