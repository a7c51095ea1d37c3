// The sandbox checkout for the two kinds of checkout: a membership per month or per year, and one
// payment (a tip) due today, which must not read as a subscription.
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { SandboxCheckoutView } from "../../../domain/sandbox-payments";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { SandboxCheckoutPage } from "./checkout-page";

const checkout = (changes: Partial<SandboxCheckoutView>): SandboxCheckoutView => ({
  id: "cs_sbx_1",
  status: "open",
  productName: "Tip for Maya Strong",
  amountCents: 500,
  currency: "usd",
  mode: "payment",
  interval: null,
  trialDays: 0,
  discount: null,
  customerEmail: "sam@example.com",
  cancelUrl: "http://localhost/influencer/maya_strong",
  expiresAt: "2026-03-04T11:00:00Z",
  ...changes,
});

function renderCheckout(view: SandboxCheckoutView) {
  fakeApi.answer("GET /sandbox/checkout/:id", view);
  return renderWithApp(
    <Routes>
      <Route path="/sandbox/checkout/:sessionId" element={<SandboxCheckoutPage />} />
    </Routes>,
    { path: "/sandbox/checkout/cs_sbx_1" },
  );
}

describe("SandboxCheckoutPage", () => {
  it("shows a one-off payment as due today, with no monthly price", async () => {
    renderCheckout(checkout({}));
    expect(await screen.findByText("Tip for Maya Strong")).toBeTruthy();
    expect(screen.getByText("One-time payment")).toBeTruthy();
    expect(screen.getByText("Due today").nextElementSibling?.textContent).toBe("$5.00");
    expect(screen.getByRole("button", { name: "Pay $5.00" })).toBeTruthy();
    expect(screen.queryByText(/per month/)).toBeNull();
    expect(screen.queryByText(/Subscribe/)).toBeNull();
  });

  it("shows a membership per month, with its trial", async () => {
    renderCheckout(
      checkout({ mode: "subscription", interval: "month", productName: "PRO with Maya Strong", trialDays: 7 }),
    );
    expect(await screen.findByText("PRO with Maya Strong")).toBeTruthy();
    expect(screen.getByText("Subscribe to")).toBeTruthy();
    expect(screen.getByText("per month")).toBeTruthy();
    expect(screen.getByText("Due today").nextElementSibling?.textContent).toBe("$0.00");
    expect(screen.getByRole("button", { name: "Start trial" })).toBeTruthy();
  });

  it("shows a yearly membership per year", async () => {
    renderCheckout(
      checkout({ mode: "subscription", interval: "year", productName: "PRO with Maya Strong", amountCents: 9590 }),
    );
    expect(await screen.findByText("PRO with Maya Strong")).toBeTruthy();
    expect(screen.getByText("$95.90")).toBeTruthy();
    expect(screen.getByText("per year")).toBeTruthy();
    expect(screen.queryByText(/per month/)).toBeNull();
  });

  it("says a paid tip's checkout is done, not that a subscription started", async () => {
    renderCheckout(checkout({ status: "complete" }));
    expect(await screen.findByText("This payment has been made. There's nothing more to pay here.")).toBeTruthy();
  });
});
