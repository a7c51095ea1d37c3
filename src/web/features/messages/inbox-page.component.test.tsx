// The inbox opened by the other person's name (`?with=`, where a tip's checkout returns a member),
// and the tip button a member's thread with a creator offers through its slot.
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { ConversationDetail, ConversationSummary, Participant } from "../../../domain/messages";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { InboxPage } from "./inbox-page";
import { ThreadSlotsContext, type TipThreadProps } from "./thread-slots";

const creator = (username: string, name: string): Participant => ({
  username,
  name,
  avatarUrl: null,
  role: "influencer",
  memberTier: "all_star",
});
const maya = creator("maya_strong", "Maya Strong");
const summary = (id: string, other: Participant): ConversationSummary => ({
  id,
  other,
  lastMessage: null,
  unreadCount: 0,
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function TipButton({ creator: tipped, place }: TipThreadProps) {
  return <button type="button">{`Tip ${tipped.name} (@${tipped.username}) from ${place}`}</button>;
}

function renderInbox(path: string, conversation: Partial<ConversationDetail> = {}) {
  fakeApi.answer("GET /auth/session", { user: follower });
  fakeApi.answer("GET /conversations/:id/messages", {
    conversation: { id: "conv-maya", other: maya, sendBlock: null, blockedByMe: false, ...conversation },
    messages: [],
    nextCursor: null,
  });
  return renderWithApp(
    <ThreadSlotsContext.Provider value={{ TipButton }}>
      <InboxPage />
      <Address />
    </ThreadSlotsContext.Provider>,
    { path },
  );
}

describe("InboxPage", () => {
  it("opens the conversation with the person `?with=` names, reading further pages to find it", async () => {
    fakeApi.on("GET /conversations", (request) =>
      request.url.searchParams.get("cursor") === "c2"
        ? { status: 200, body: { conversations: [summary("conv-maya", maya)], nextCursor: null } }
        : {
            status: 200,
            body: { conversations: [summary("conv-jo", creator("jo_lifts", "Jo"))], nextCursor: "c2" },
          },
    );
    renderInbox("/dashboard/follower/inbox?with=Maya_Strong");
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/dashboard/follower/inbox?conversation=conv-maya"),
    );
    expect(await screen.findByRole("button", { name: "Tip Maya Strong (@maya_strong) from message" })).toBeTruthy();
  });

  it("drops `?with=` when nobody by that name is in the inbox", async () => {
    fakeApi.answer("GET /conversations", { conversations: [summary("conv-maya", maya)], nextCursor: null });
    renderInbox("/dashboard/follower/inbox?with=someone_else");
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/dashboard/follower/inbox"));
    expect(fakeApi.requests("GET /conversations/:id/messages")).toEqual([]);
  });

  it("offers no tip in a thread where the creator blocked the member", async () => {
    fakeApi.answer("GET /conversations", { conversations: [summary("conv-maya", maya)], nextCursor: null });
    renderInbox("/dashboard/follower/inbox?conversation=conv-maya", { sendBlock: "blocked_by_other" });
    expect(await screen.findByRole("heading", { name: "Maya Strong" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Tip / })).toBeNull();
  });
});
