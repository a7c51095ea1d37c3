// The built-in sandbox payment provider, as its pages and API see it: Stripe's test cards,
// the card form's rules, and what its checkout, portal, onboarding and clock pages show.
import { z } from "zod";
import type { BillingInterval } from "./billing-intervals";

export type CardBehavior = "succeeds" | "declined" | "insufficient_funds" | "fails_renewals";

/** Stripe's well-known test numbers, so what works here works against Stripe's test mode. */
export const sandboxTestCards = [
  { number: "4242424242424242", brand: "visa", behavior: "succeeds" },
  { number: "5555555555554444", brand: "mastercard", behavior: "succeeds" },
  { number: "4000000000000002", brand: "visa", behavior: "declined" },
  { number: "4000000000009995", brand: "visa", behavior: "insufficient_funds" },
  /** Accepted today; every later charge (a renewal) fails. */
  { number: "4000000000000341", brand: "visa", behavior: "fails_renewals" },
] as const satisfies readonly { number: string; brand: string; behavior: CardBehavior }[];

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string) {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string) {
  const digits = digitsOnly(number);
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

/** What a card does when charged: the test cards as listed; any other valid number succeeds. */
export function cardBehavior(number: string): CardBehavior {
  const digits = digitsOnly(number);
  return sandboxTestCards.find((card) => card.number === digits)?.behavior ?? "succeeds";
}

/** "MM/YY" in the future (the card is valid through the end of that month). */
export function parseExpiry(value: string, now = new Date()) {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? { month, year } : null;
}

/** The card form of the sandbox checkout and portal. Messages are i18n keys. */
export const sandboxCardSchema = z.object({
  cardNumber: z.string().refine(passesLuhn, "sandbox.card.errors.number"),
  expiry: z.string().refine((value) => parseExpiry(value) !== null, "sandbox.card.errors.expiry"),
  cvc: z.string().regex(/^\d{3,4}$/, "sandbox.card.errors.cvc"),
  name: z.string().trim().min(1, "sandbox.card.errors.name").max(100),
});
export type SandboxCardInput = z.infer<typeof sandboxCardSchema>;

/** The sandbox onboarding form. Stripe's test bank details: routing 110000000, account 000123456789. */
export const sandboxOnboardingSchema = z.object({
  legalName: z.string().trim().min(1, "sandbox.onboarding.errors.legalName").max(100),
  routingNumber: z.string().regex(/^\d{9}$/, "sandbox.onboarding.errors.routingNumber"),
  accountNumber: z.string().regex(/^\d{4,17}$/, "sandbox.onboarding.errors.accountNumber"),
});
export type SandboxOnboardingInput = z.infer<typeof sandboxOnboardingSchema>;

/** An account number Stripe's test mode treats as failing verification: the account ends up restricted. */
export const RESTRICTED_TEST_ACCOUNT_NUMBER = "000111111116";

export const sandboxClockAdvanceSchema = z.object({ days: z.number().int().min(1).max(400) });

// ---- What the sandbox pages read ---------------------------------------------------------

export interface SandboxCheckoutView {
  id: string;
  status: "open" | "complete" | "expired";
  productName: string;
  amountCents: number;
  currency: "usd";
  /** A subscription, or one payment (a tip). */
  mode: "subscription" | "payment";
  /** How often a subscription's price is billed; null for one payment. */
  interval: BillingInterval | null;
  /** A free trial first (0: none): nothing is due today, the price from its end. */
  trialDays: number;
  /** An offer's coupon: the price per period while it lasts, and for how many months (null: forever). */
  discount: { amountCents: number; months: number | null } | null;
  customerEmail: string;
  cancelUrl: string;
  expiresAt: string;
}

export interface SandboxPortalView {
  returnUrl: string;
  customer: { email: string; name: string };
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  subscriptions: {
    id: string;
    productName: string;
    amountCents: number;
    interval: BillingInterval;
    status: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    /** A downgrade waiting for the period end. */
    scheduled: { productName: string; amountCents: number; interval: BillingInterval } | null;
  }[];
  invoices: {
    id: string;
    number: string;
    createdAt: string;
    description: string;
    amountDueCents: number;
    amountPaidCents: number;
    status: "open" | "paid" | "void" | "uncollectible";
  }[];
}

export interface SandboxOnboardingView {
  kind: "onboarding" | "dashboard";
  account: {
    id: string;
    email: string;
    country: string;
    status: "pending" | "verified" | "restricted";
    legalName: string | null;
  };
  returnUrl: string;
}

export interface SandboxClockView {
  now: string;
  offsetDays: number;
}
