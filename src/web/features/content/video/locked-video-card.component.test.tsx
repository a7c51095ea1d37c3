// A locked video in a grid of posts: besides the way to its tier, 'Watch preview' opens the post
// with its first seconds and what the tier unlocks.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../../tests/support/web/render";
import { readyVideo, videoPost } from "../../../../../tests/support/web/video";
import { t } from "../../../i18n";
import { ContentGrid } from "../content-grid";

/** A visitor: no session; the viewer's translate bar asks about the creator and does without. */
function asVisitor() {
  fakeApi.answer("GET /auth/session", { user: null });
  fakeApi.fail("GET /creators/:username", 404, "not_found");
}

describe("a locked video's card", () => {
  it("opens the preview with what the tier unlocks", async () => {
    asVisitor();
    const post = videoPost({ isLocked: true, mediaUrl: null, requiredTier: "all_star" });
    fakeApi.answer("GET /posts/:id/video", readyVideo({ playback: null, previewUrl: "/api/posts/p/preview.mp4" }));
    const { user } = renderWithApp(<ContentGrid posts={[post]} />);
    expect(screen.getByRole("link", { name: t("content.card.upgradeNamed", { title: post.title }) })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: t("video.preview.openNamed", { title: post.title }) }));
    // The viewer is a lazy chunk: its first import can take a while on a busy machine.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    const preview = await within(dialog).findByLabelText(t("video.preview.label", { title: post.title }));
    expect(preview.getAttribute("src")).toBe("/api/posts/p/preview.mp4");
    expect(within(dialog).getByText(t("video.preview.locked", { tier: "ALL STAR" }))).toBeTruthy();
    expect(within(dialog).getByText(t("video.preview.unlocks.all_star"))).toBeTruthy();
    // Opening a preview is not a view of the post.
    expect(fakeApi.requests("POST /posts/:id/views")).toEqual([]);
  });

  it("has no preview button on a locked picture or text post", () => {
    asVisitor();
    renderWithApp(<ContentGrid posts={[videoPost({ isLocked: true, type: "text", mediaUrl: null })]} />);
    expect(screen.queryByRole("button", { name: /preview/i })).toBeNull();
  });
});
