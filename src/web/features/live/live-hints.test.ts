import { describe, expect, it } from "vitest";
import { parseHint, queryKeysForHint, resyncQueryKeys } from "./live-hints";

describe("queryKeysForHint", () => {
  it.each([
    ["notifications", { topics: ["notifications"] }, [["notifications"], ["unread-counts"]]],
    [
      "messages in one conversation",
      { topics: ["messages"], conversationId: "c1" },
      [["messages", "conversations"], ["messages", "thread", "c1"], ["unread-counts"]],
    ],
    ["messages without a conversation", { topics: ["messages"] }, [["messages"], ["unread-counts"]]],
    [
      "both topics",
      { topics: ["notifications", "messages"], conversationId: "c2" },
      [["notifications"], ["messages", "conversations"], ["messages", "thread", "c2"], ["unread-counts"]],
    ],
    ["coaching (a comment on a logged session)", { topics: ["coaching"] }, [["coaching"]]],
    ["a community", { topics: ["community"] }, [["community"]]],
    [
      "support (a request, an answer or a reply)",
      { topics: ["support"] },
      [
        ["support", "requests"],
        ["owner", "support-requests"],
      ],
    ],
    ["a video's transcoding (progress, ready, failed)", { topics: ["videos"] }, [["content", "own"], ["video"]]],
    ["live sessions (a session changed, a chat message)", { topics: ["live_sessions"] }, [["liveSessions"]]],
    ["no topics", { topics: [] }, []],
  ] as const)("%s", (_case, hint, expected) => {
    expect(queryKeysForHint({ ...hint, topics: [...hint.topics] })).toEqual(expected);
  });

  it("resyncs notifications, messages, coaching, the counts, communities, support, videos and live sessions", () => {
    expect(resyncQueryKeys).toEqual([
      ["notifications"],
      ["messages"],
      ["coaching"],
      ["unread-counts"],
      ["community"],
      ["support", "requests"],
      ["owner", "support-requests"],
      ["content", "own"],
      ["video"],
      ["liveSessions"],
    ]);
  });
});

describe("parseHint", () => {
  it.each([
    ['{"topics":["messages"],"conversationId":"c1"}', { topics: ["messages"], conversationId: "c1" }],
    ['{"topics":["notifications"]}', { topics: ["notifications"] }],
    ['{"topics":["notifications","likes"]}', { topics: ["notifications"] }],
    ['{"topics":["likes"]}', null],
    ['{"topics":"messages"}', null],
    ["{}", null],
    ["null", null],
    ["not json", null],
  ])("%s", (data, expected) => {
    expect(parseHint(data)).toEqual(expected);
  });
});
