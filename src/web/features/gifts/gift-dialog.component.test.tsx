// The gift dialog as a member uses it: the plan and the length as radios with the tier's monthly
// price, the total as they change, the email checked before anything is sent, the request body, and
// a server refusal shown by its field or in the dialog with nothing typed lost.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { GiftDialog, type GiftDialogProps } from "./gift-dialog";

const endpoint = "POST /gifts";
const checkoutUrl = "http://localhost/sandbox/checkout/cs_sbx_gift";

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

function renderDialog(props: Partial<GiftDialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <GiftDialog
      creator={{ username: "maya_strong", name: "maya_strong" }}
      prices={{ pro: 1299, all_star: 2999 }}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onClose };
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const emailBox = () => screen.getByRole("textbox", { name: "Recipient's email" }) as HTMLInputElement;
const messageBox = () => screen.getByRole("textbox", { name: "Message (optional)" }) as HTMLTextAreaElement;
const continueButton = () => screen.getByRole("button", { name: "Continue to payment" }) as HTMLButtonElement;
const total = () => screen.getByText(/^Total:/).textContent;

describe("GiftDialog", () => {
  it("offers the plans with their monthly prices and the four lengths, PRO for a month at first", async () => {
    renderDialog();
    expect(await screen.findByRole("dialog", { name: "Give a membership" })).toBeTruthy();
    const plan = screen.getByRole("group", { name: "Plan" });
    expect([...plan.querySelectorAll("label")].map((label) => label.textContent)).toEqual([
      "PRO $12.99/month",
      "ALL STAR $29.99/month",
    ]);
    const length = screen.getByRole("group", { name: "Length" });
    expect([...length.querySelectorAll("label")].map((label) => label.textContent)).toEqual([
      "1 month",
      "3 months",
      "6 months",
      "12 months",
    ]);
    expect(radio("PRO $12.99/month").checked).toBe(true);
    expect(radio("1 month").checked).toBe(true);
    expect(total()).toBe("Total: $12.99");
    expect(emailBox().type).toBe("email");
  });

  it("starts from the plan the visitor came to look at", () => {
    renderDialog({ tier: "all_star" });
    expect(radio("ALL STAR $29.99/month").checked).toBe(true);
    expect(total()).toBe("Total: $29.99");
  });

  it("updates the total as the plan and the length change", async () => {
    const { user } = renderDialog();
    await user.click(radio("3 months"));
    expect(total()).toBe("Total: $38.97");
    await user.click(radio("ALL STAR $29.99/month"));
    expect(total()).toBe("Total: $89.97");
    await user.click(radio("12 months"));
    expect(total()).toBe("Total: $359.88");
  });

  it("sends the plan, the length, the email and the trimmed message, then goes to the checkout", async () => {
    fakeApi.answer(endpoint, { url: checkoutUrl });
    const { user } = renderDialog();
    await user.click(radio("6 months"));
    await user.type(emailBox(), "  friend@example.com ");
    await user.type(messageBox(), "  Happy birthday!  ");
    expect(screen.getByText("19 of 500 characters")).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(fakeApi.requests(endpoint).map((request) => request.body)).toEqual([
      {
        creator: "maya_strong",
        tier: "pro",
        months: 6,
        recipientEmail: "friend@example.com",
        message: "Happy birthday!",
      },
    ]);
  });

  it("leaves an empty message out", async () => {
    fakeApi.answer(endpoint, { url: checkoutUrl });
    const { user } = renderDialog();
    await user.type(emailBox(), "friend@example.com");
    await user.click(continueButton());
    await waitFor(() => expect(fakeApi.requests(endpoint)).toHaveLength(1));
    expect(fakeApi.requests(endpoint)[0]?.body).toEqual({
      creator: "maya_strong",
      tier: "pro",
      months: 1,
      recipientEmail: "friend@example.com",
    });
  });

  it("checks the email before sending anything", async () => {
    const { user } = renderDialog();
    await user.type(emailBox(), "not an email");
    await user.click(continueButton());
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(emailBox().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(emailBox());
    expect(fakeApi.requests(endpoint)).toEqual([]);
    await user.type(emailBox(), "x");
    expect(screen.queryByText("Enter a valid email address.")).toBeNull();
  });

  it("shows a server's field error by its field and keeps everything typed", async () => {
    fakeApi.fail(endpoint, 400, "validation_failed", { fields: { recipientEmail: "Invalid email address" } });
    const { user, onClose } = renderDialog();
    await user.click(radio("ALL STAR $29.99/month"));
    await user.click(radio("3 months"));
    await user.type(emailBox(), "friend@example.com");
    await user.type(messageBox(), "Enjoy!");
    await user.click(continueButton());
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(emailBox().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(emailBox());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(radio("ALL STAR $29.99/month").checked).toBe(true);
    expect(radio("3 months").checked).toBe(true);
    expect(emailBox().value).toBe("friend@example.com");
    expect(messageBox().value).toBe("Enjoy!");
    expect(total()).toBe("Total: $89.97");
    expect(onClose).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says in the dialog when the creator cannot take payments", async () => {
    fakeApi.fail(endpoint, 409, "payouts_not_ready");
    const { user } = renderDialog();
    await user.type(emailBox(), "friend@example.com");
    await user.click(continueButton());
    expect((await screen.findByRole("alert")).textContent).toBe("This creator cannot receive payments yet.");
    expect(emailBox().value).toBe("friend@example.com");
  });

  it("stays open and busy while the checkout is created", async () => {
    const release = fakeApi.hold(endpoint, { url: checkoutUrl });
    const { user, onClose } = renderDialog();
    await user.type(emailBox(), "friend@example.com");
    await user.click(continueButton());
    const busy = await screen.findByRole("button", { name: "Going to payment…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(fakeApi.requests(endpoint)).toHaveLength(1);
  });
});
