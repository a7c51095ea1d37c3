// The sandbox's card form (checkout and portal), filled as a member types it: Stripe's test card
// that always works unless another is given, any future expiry, any CVC.
import type { Locator, Page } from "@playwright/test";

export async function fillSandboxCard(form: Page | Locator, cardNumber = "4242 4242 4242 4242") {
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Name on card").fill("Sam Member");
}
