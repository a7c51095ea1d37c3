// A profile's Content tab opened by a link that names one post (`?post=`, where a tip's checkout
// returns a member): the post opens in the viewer, whichever page of the list holds it, with the
// member's tip button; closing it drops the post from the address.
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { videoPost } from "../../../../tests/support/web/video";
import { t } from "../../i18n";
import { CreatorContentTab } from "./creator-content-tab";
import { PostSlotsContext, type TipPostProps } from "./post-slots";

const listed = videoPost({ id: "p-listed", type: "text", title: "Morning mobility", mediaUrl: null });
const linked = videoPost({ id: "p-linked", type: "text", title: "Leg day", mediaUrl: null, description: "Squats." });

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function TipButton({ creator, place, postId }: TipPostProps) {
  return <button type="button">{`Tip @${creator.username} from ${place} ${postId}`}</button>;
}

describe("CreatorContentTab", () => {
  it("opens the post `?post=` names, and forgets it once closed", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.fail("GET /creators/:username", 404, "not_found");
    fakeApi.answer("GET /me/reading-preferences", {
      autoTranslate: false,
      measurementUnits: null,
      contentLanguage: null,
      isTranslationAvailable: false,
    });
    fakeApi.answer("GET /creators/:username/posts", { posts: [listed], nextCursor: "c2" });
    fakeApi.answer("GET /posts/:id", linked);
    fakeApi.on("POST /posts/:id/views", () => ({ status: 204 }));
    const { user } = renderWithApp(
      <PostSlotsContext.Provider value={{ TipButton }}>
        <CreatorContentTab username={listed.creator.username} viewerId="u1" viewerTier="pro" canUpgrade />
        <Address />
      </PostSlotsContext.Provider>,
      { path: `/influencer/${listed.creator.username}?post=p-linked` },
    );
    const dialog = await screen.findByRole("dialog", { name: "Leg day" }, { timeout: 5000 });
    expect(fakeApi.requests("GET /posts/:id")[0]?.params).toEqual({ id: "p-linked" });
    expect(
      await within(dialog).findByRole("button", { name: `Tip @${listed.creator.username} from post p-linked` }),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: t("common.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("address").textContent).toBe(`/influencer/${listed.creator.username}`);
  });
});
