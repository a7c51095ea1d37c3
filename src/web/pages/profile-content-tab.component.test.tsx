// A profile's Content tab with a locked post its creator also sells on its own: a member buys it
// with "Unlock for $4.99" (a request, then the checkout; a refusal in place, by its code), beside
// the way to the tier; a visitor sees the price and the way to log in.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/support/web/fake-api";
import { follower } from "../../../tests/support/web/people";
import { renderWithApp } from "../../../tests/support/web/render";
import { readyVideo, videoPost } from "../../../tests/support/web/video";
import { t } from "../i18n";
import { ProfileContentTab } from "./profile-content-tab";

const forSale = videoPost({
  id: "p1",
  type: "text",
  title: "Leg day",
  isLocked: true,
  mediaUrl: null,
  requiredTier: "pro",
  unlockPriceCents: 499,
});
const checkoutUrl = "http://localhost/sandbox/checkout/cs_sbx_1";

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

function renderTab(posts = [forSale], path = "/influencer/coach_kim") {
  fakeApi.answer("GET /creators/:username/posts", { posts, nextCursor: null });
  return renderWithApp(
    <ProfileContentTab username="coach_kim" viewerId={follower.id} viewerTier="rookie" canUpgrade />,
    { path },
  );
}

/** What a member's post viewer asks besides the post: the creator's language and the reader's. */
function fakeViewerExtras() {
  fakeApi.fail("GET /creators/:username", 404, "not_found");
  fakeApi.answer("GET /me/reading-preferences", {
    autoTranslate: false,
    measurementUnits: null,
    contentLanguage: null,
    isTranslationAvailable: false,
  });
}

// The button loads lazily with its strings: the first import can take a while on a busy machine.
const unlockButton = () => screen.findByRole("button", { name: "Unlock for $4.99: Leg day" }, { timeout: 5000 });

describe("a post sold on its own, on a profile's Content tab", () => {
  it("lets a member buy it: the request, then the checkout", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.answer("POST /posts/:id/unlock", { url: checkoutUrl });
    const { user } = renderTab();
    const button = await unlockButton();
    expect(button.textContent).toBe("Unlock for $4.99");
    const card = button.closest("article")!;
    expect(within(card).getByText("Or join PRO to open every PRO post.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: t("content.card.upgradeNamed", { title: "Leg day" }) })).toBeTruthy();
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(fakeApi.requests("POST /posts/:id/unlock").map((request) => request.params)).toEqual([{ id: "p1" }]);
  });

  it("stays busy while the checkout is being made", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    const release = fakeApi.hold("POST /posts/:id/unlock", { url: checkoutUrl });
    const { user } = renderTab();
    const button = (await unlockButton()) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute("aria-busy")).toBe("true");
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    // Still busy: the browser is leaving for the checkout.
    expect(button.disabled).toBe(true);
  });

  it("says in place why it could not start, by the server's code, and reads the posts again", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.fail("POST /posts/:id/unlock", 409, "post_not_for_sale");
    const { user } = renderTab();
    const button = await unlockButton();
    await user.click(button);
    const card = button.closest("article")!;
    expect((await within(card).findByRole("alert")).textContent).toBe("This post is no longer sold on its own.");
    await waitFor(() => expect(fakeApi.requests("GET /creators/:username/posts")).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
  });

  it("words the creator's unready payouts as the tip dialog does", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.fail("POST /posts/:id/unlock", 409, "payouts_not_ready");
    const { user } = renderTab();
    await user.click(await unlockButton());
    expect((await screen.findByRole("alert")).textContent).toBe(t("tips.errors.payouts_not_ready"));
  });

  it("shows a visitor the price and the way to log in, back to the post", async () => {
    fakeApi.answer("GET /auth/session", { user: null });
    renderTab();
    expect(await screen.findByText(/Also sold on its own for \$4\.99\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in to buy it" }).getAttribute("href")).toBe(
      `/login?from=${encodeURIComponent("/influencer/coach_kim?post=p1")}`,
    );
    expect(screen.queryByRole("button", { name: /Unlock/ })).toBeNull();
  });

  it("offers nothing more on a post that is only for its tier", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    renderTab([{ ...forSale, unlockPriceCents: null }]);
    expect(
      await screen.findByRole("link", { name: t("content.card.upgradeNamed", { title: "Leg day" }) }),
    ).toBeTruthy();
    expect(screen.queryByText("Or join PRO to open every PRO post.")).toBeNull();
    expect(screen.queryByText(/Also sold on its own/)).toBeNull();
  });

  it("puts the button beside the tier's in a locked video's preview", async () => {
    const video = { ...forSale, type: "video" as const, title: "Hip flow" };
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.answer("GET /posts/:id/video", readyVideo({ playback: null, previewUrl: "/api/posts/p1/preview.mp4" }));
    fakeViewerExtras();
    const { user } = renderTab([video]);
    await user.click(await screen.findByRole("button", { name: t("video.preview.openNamed", { title: "Hip flow" }) }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(
      await within(dialog).findByRole("button", { name: "Unlock for $4.99: Hip flow" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: t("video.preview.upgrade", { tier: "PRO" }) })).toBeTruthy();
    // The viewer's other slots, loaded meanwhile.
    expect(await within(dialog).findByRole("button", { name: t("tips.button") })).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: t("reports.post.button") })).toBeTruthy();
  });

  it("opens the post a link names, locked as it is, with the button: where a checkout left unpaid returns", async () => {
    fakeApi.answer("GET /auth/session", { user: follower });
    fakeApi.answer("GET /posts/:id", forSale);
    fakeViewerExtras();
    renderTab([forSale], "/influencer/coach_kim?post=p1");
    const dialog = await screen.findByRole("dialog", { name: "Leg day" }, { timeout: 5000 });
    expect(within(dialog).getByText("This post is for PRO members.")).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: "Unlock for $4.99: Leg day" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: t("video.preview.upgrade", { tier: "PRO" }) })).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: t("tips.button") })).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: t("reports.post.button") })).toBeTruthy();
    // A locked post is not a view.
    expect(fakeApi.requests("POST /posts/:id/views")).toEqual([]);
  });
});
