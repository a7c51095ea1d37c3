// The creator's list of tips: who, how much, from where and when, with the note; "Load more" by
// cursor; and the empty state that says where members tip from.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReceivedTip } from "../../../domain/tips";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { ReceivedTipsPage } from "./received-tips-page";

const endpoint = "GET /me/tips";
const tip = (changes: Partial<ReceivedTip>): ReceivedTip => ({
  id: "t1",
  follower: { username: "sam", name: "Sam Lee" },
  amountCents: 1000,
  note: null,
  place: "profile",
  post: null,
  paidAt: "2026-03-04T10:00:00Z",
  ...changes,
});

/** A line whose words are split by the date's own element. */
const line = (text: string) =>
  screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text);

describe("ReceivedTipsPage", () => {
  it("lists each tip, then the next page on Load more", async () => {
    fakeApi.on(endpoint, (request) =>
      request.url.searchParams.get("cursor") === "c2"
        ? { status: 200, body: { tips: [tip({ id: "t3", follower: null, place: "message" })], nextCursor: null } }
        : {
            status: 200,
            body: {
              tips: [
                tip({ id: "t1", place: "post", post: { id: "p1", title: "Leg day" }, note: "Loved it" }),
                tip({ id: "t2", follower: { username: "kim", name: "" }, amountCents: 300 }),
              ],
              nextCursor: "c2",
            },
          },
    );
    const { user } = renderWithApp(<ReceivedTipsPage />);
    expect(await screen.findByText("Sam Lee")).toBeTruthy();
    expect(screen.getByText("$10.00")).toBeTruthy();
    expect(line("From your post “Leg day” · Mar 4, 2026")).toBeTruthy();
    expect(screen.getByText("Loved it")).toBeTruthy();
    expect(screen.getByText("@kim")).toBeTruthy();
    expect(line("From your profile · Mar 4, 2026")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("A former member")).toBeTruthy();
    expect(line("From your messages · Mar 4, 2026")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("says where members tip from before the first tip", async () => {
    fakeApi.answer(endpoint, { tips: [], nextCursor: null });
    renderWithApp(<ReceivedTipsPage />);
    expect(await screen.findByRole("heading", { name: "No tips yet" })).toBeTruthy();
    expect(
      screen.getByText("Members can send you a tip from your posts, your profile and your messages."),
    ).toBeTruthy();
  });

  it("offers a retry when the list fails to load", async () => {
    fakeApi.fail(endpoint, 500, "internal_error");
    renderWithApp(<ReceivedTipsPage />);
    expect(await screen.findByText("Failed to load your tips.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
