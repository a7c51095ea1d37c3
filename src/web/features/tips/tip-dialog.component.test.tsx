// The tip dialog as a member uses it: the presets and "Other amount" as radios, the typed amount
// checked against $1-$500 before anything is sent, the request body it sends, and a server refusal
// shown inside the dialog with nothing typed lost.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { TipDialog, type TipDialogProps } from "./tip-dialog";

const endpoint = "POST /tips";
const maya = { username: "maya_strong", name: "Maya Strong" };
const postId = "6f1c1c9e-4a36-4f7e-9d55-2f8f0f0e2b11";
const checkoutUrl = "http://localhost/sandbox/checkout/cs_sbx_1";

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

function renderDialog(props: Partial<TipDialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(<TipDialog creator={maya} place="post" postId={postId} onClose={onClose} {...props} />);
  return { ...view, onClose };
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const otherBox = () => screen.getByRole("textbox", { name: t("tips.dialog.otherLabel") }) as HTMLInputElement;
const noteBox = () => screen.getByRole("textbox", { name: t("tips.dialog.note") }) as HTMLTextAreaElement;
const continueButton = () => screen.getByRole("button", { name: t("tips.dialog.continue") }) as HTMLButtonElement;
const amountError = "Enter an amount from $1.00 to $500.00.";

describe("TipDialog", () => {
  it("is a dialog named for the creator, offering the presets in dollars and another amount", async () => {
    renderDialog();
    expect(await screen.findByRole("dialog", { name: "Send Maya Strong a tip" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((input) => input.closest("label")?.textContent)).toEqual([
      "$3.00",
      "$5.00",
      "$10.00",
      "$20.00",
      "Other amount",
    ]);
    expect(radio("$5.00").checked).toBe(true);
    expect(screen.queryByRole("textbox", { name: t("tips.dialog.otherLabel") })).toBeNull();
  });

  it("sends the chosen preset, the post and the trimmed note, then goes to the checkout", async () => {
    fakeApi.answer(endpoint, { url: checkoutUrl });
    const { user } = renderDialog();
    await user.click(radio("$10.00"));
    await user.type(noteBox(), "  Great class!  ");
    expect(screen.getByText("16 of 280 characters")).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(fakeApi.requests(endpoint).map((request) => request.body)).toEqual([
      { creator: "maya_strong", amountCents: 1000, place: "post", postId, note: "Great class!" },
    ]);
  });

  it("checks the typed amount against $1 to $500 and sends nothing until it is right", async () => {
    fakeApi.answer(endpoint, { url: checkoutUrl });
    const { user } = renderDialog({ place: "profile", postId: undefined });
    await user.click(radio("Other amount"));
    await user.type(otherBox(), "0.50");
    await user.click(continueButton());
    expect(screen.getByText(amountError)).toBeTruthy();
    expect(otherBox().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(otherBox());

    await user.clear(otherBox());
    await user.type(otherBox(), "500.01");
    expect(screen.getByText(amountError)).toBeTruthy();
    await user.clear(otherBox());
    await user.type(otherBox(), "abc");
    await user.click(continueButton());
    expect(screen.getByText(amountError)).toBeTruthy();
    expect(fakeApi.requests(endpoint)).toEqual([]);

    // A comma works as the decimal mark, as French, Spanish and Portuguese readers write it.
    await user.clear(otherBox());
    await user.type(otherBox(), "12,50");
    expect(screen.queryByText(amountError)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(fakeApi.requests(endpoint)).toHaveLength(1));
    // No note, no post: the keys are left out, as the schema wants.
    expect(fakeApi.requests(endpoint)[0]?.body).toEqual({
      creator: "maya_strong",
      amountCents: 1250,
      place: "profile",
    });
  });

  it("accepts the bounds themselves", async () => {
    fakeApi.answer(endpoint, { url: checkoutUrl });
    const { user } = renderDialog({ place: "message", postId: undefined });
    await user.click(radio("Other amount"));
    await user.type(otherBox(), "$500");
    await user.click(continueButton());
    await waitFor(() => expect(fakeApi.requests(endpoint)).toHaveLength(1));
    expect(fakeApi.requests(endpoint)[0]?.body).toEqual({
      creator: "maya_strong",
      amountCents: 50_000,
      place: "message",
    });
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    fakeApi.fail(endpoint, 409, "payouts_not_ready");
    const { user, onClose } = renderDialog();
    await user.click(radio("Other amount"));
    await user.type(otherBox(), "7");
    await user.type(noteBox(), "Thanks for the plan");
    await user.click(continueButton());
    expect((await screen.findByRole("alert")).textContent).toBe("This creator cannot receive payments yet.");
    expect(radio("Other amount").checked).toBe(true);
    expect(otherBox().value).toBe("7");
    expect(noteBox().value).toBe("Thanks for the plan");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("stays open and busy while the checkout is created", async () => {
    const release = fakeApi.hold(endpoint, { url: checkoutUrl });
    const { user, onClose } = renderDialog();
    await user.click(continueButton());
    await waitFor(() => expect(continueButton().disabled).toBe(true));
    expect(screen.getByRole("button", { name: t("common.cancel") }).hasAttribute("disabled")).toBe(true);
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(fakeApi.requests(endpoint)).toHaveLength(1);
  });

  it("closes with Cancel", async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole("button", { name: t("common.cancel") }));
    expect(onClose).toHaveBeenCalled();
  });
});
