// The sandbox card form as the checkout uses it (paying through the checkout's own mutation):
// the schema's messages, a decline that keeps what was typed, a server field error, one payment per click.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { CardForm } from "./card-form";
import { usePayCheckout } from "./queries";

const endpoint = "POST /sandbox/checkout/:id/pay";

function CheckoutCard() {
  const pay = usePayCheckout("cs_test_1");
  return <CardForm submitLabel="Pay $9.99" onSubmit={(card) => pay.mutateAsync(card)} />;
}

const field = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;
const payButton = () => screen.getByRole("button", { name: "Pay $9.99" });

async function fillIn(user: ReturnType<typeof renderWithApp>["user"], number: string) {
  await user.type(field(t("sandbox.card.number")), number);
  await user.type(field(t("sandbox.card.expiry")), "1240");
  await user.type(field(t("sandbox.card.cvc")), "123");
  await user.type(field(t("sandbox.card.name")), "Kim Lee");
}

describe("CardForm", () => {
  it("shows the schema's messages on an empty submit and sends nothing", async () => {
    const { user } = renderWithApp(<CheckoutCard />);
    await user.click(payButton());
    expect(await screen.findByText(t("sandbox.card.errors.number"))).toBeTruthy();
    expect(screen.getByText(t("sandbox.card.errors.cvc"))).toBeTruthy();
    expect(field(t("sandbox.card.number")).getAttribute("aria-invalid")).toBe("true");
    expect(fakeApi.requests()).toEqual([]);
  });

  it("says a declined card was declined and keeps what was typed", async () => {
    fakeApi.fail(endpoint, 402, "card_declined", { declineCode: "generic_decline" });
    const { user } = renderWithApp(<CheckoutCard />);
    await fillIn(user, "4000000000000002");
    await user.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toContain(t("sandbox.card.declined.generic"));
    expect(field(t("sandbox.card.number")).value).toBe("4000 0000 0000 0002");
    expect(field(t("sandbox.card.name")).value).toBe("Kim Lee");
    expect(document.activeElement).toBe(field(t("sandbox.card.number")));
    expect(fakeApi.requests(endpoint)[0]?.url.pathname).toBe("/api/sandbox/checkout/cs_test_1/pay");
  });

  it("puts the server's field error on its field", async () => {
    fakeApi.fail(endpoint, 400, "validation_failed", { fields: { expiry: "sandbox.card.errors.expiry" } });
    const { user } = renderWithApp(<CheckoutCard />);
    await fillIn(user, "4242424242424242");
    await user.click(payButton());
    expect(await screen.findByText(t("sandbox.card.errors.expiry"))).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(t("sandbox.errors.checkFields"));
    expect(field(t("sandbox.card.expiry")).getAttribute("aria-invalid")).toBe("true");
  });

  it("sends one payment for a double click and stays busy while it is under way", async () => {
    const release = fakeApi.hold(endpoint, { redirectUrl: "http://localhost/checkout/success" });
    const { user } = renderWithApp(<CheckoutCard />);
    await fillIn(user, "4242424242424242");
    await user.dblClick(payButton());
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(true));
    expect(fakeApi.requests(endpoint)).toHaveLength(1);
    expect(fakeApi.requests(endpoint)[0]?.body).toMatchObject({ cardNumber: "4242 4242 4242 4242", name: "Kim Lee" });
    release();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
