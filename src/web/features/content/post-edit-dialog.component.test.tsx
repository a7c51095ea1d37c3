// The edit dialog's pay-per-view price: a post sold on its own opens with its price and the word
// that buyers keep it; the price sent changes it, an unticked box or a move to Rookie stops selling.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { ownVideoPost } from "../../../../tests/support/web/video";
import { t } from "../../i18n";
import { PostEditDialog } from "./post-edit-dialog";
import type { OwnPost } from "./queries";

const post = (input: Partial<OwnPost> = {}) =>
  ownVideoPost({ type: "text", title: "Meal plan week 1", mediaUrl: null, thumbnailUrl: null, ...input });

function renderDialog(edited: OwnPost) {
  const onSaved = vi.fn();
  fakeApi.on("PATCH /posts/:id", ({ body }) => ({ status: 200, body: { ...edited, ...(body as Partial<OwnPost>) } }));
  const view = renderWithApp(
    <PostEditDialog post={edited} onClose={() => {}} onSaved={onSaved} returnFocus={() => {}} />,
  );
  return { ...view, onSaved };
}

const sellAlone = () => screen.queryByRole("checkbox", { name: "Also sell this post on its own" }) as HTMLInputElement;
const price = () => screen.getByRole("textbox", { name: "Price (USD)" }) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: t("content.edit.save") });
const sent = () => fakeApi.requests("PATCH /posts/:id")[0]?.body;
const keepsNote = "Members who bought this post keep it, even if you stop selling it or change its price.";

describe("PostEditDialog's pay-per-view price", () => {
  it("opens with the post's price and changes it", async () => {
    const { user, onSaved } = renderDialog(post({ requiredTier: "pro", unlockPriceCents: 499 }));
    expect(sellAlone().checked).toBe(true);
    expect(price().value).toBe("4.99");
    expect(screen.getByText(keepsNote)).toBeTruthy();
    await user.clear(price());
    await user.type(price(), "9.5");
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ requiredTier: "pro", unlockPriceCents: 950 });
  });

  it("stops selling the post when the box is unticked", async () => {
    const { user, onSaved } = renderDialog(post({ requiredTier: "all_star", unlockPriceCents: 1500 }));
    await user.click(sellAlone());
    expect(screen.queryByRole("textbox", { name: "Price (USD)" })).toBeNull();
    expect(screen.getByText(keepsNote)).toBeTruthy();
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ unlockPriceCents: null });
  });

  it("stops selling it on a move to Rookie, where the field goes away", async () => {
    const { user, onSaved } = renderDialog(post({ requiredTier: "pro", unlockPriceCents: 499 }));
    await user.selectOptions(screen.getByRole("combobox", { name: t("content.form.tier") }), t("content.tiers.rookie"));
    expect(sellAlone()).toBeNull();
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ requiredTier: "rookie", unlockPriceCents: null });
  });

  it("puts a price on a post that had none, and refuses one out of bounds", async () => {
    const { user, onSaved } = renderDialog(post({ requiredTier: "pro", unlockPriceCents: null }));
    expect(screen.queryByText(keepsNote)).toBeNull();
    await user.click(sellAlone());
    await user.type(price(), "0,99");
    await user.click(save());
    expect(await screen.findByText("Enter a price from $1.00 to $200.00.")).toBeTruthy();
    expect(document.activeElement).toBe(price());
    expect(fakeApi.requests("PATCH /posts/:id")).toEqual([]);
    await user.clear(price());
    await user.type(price(), "12,50");
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ unlockPriceCents: 1250 });
  });
});
