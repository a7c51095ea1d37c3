// Payment settings: Stripe with all three keys, the sandbox with none, never half of each,
// and no sandbox in production unless asked for on purpose.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_platform",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect",
};
const production = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://fit.example.com",
  SMTP_URL: "smtps://user:pass@mail.example.com",
};

describe("payment settings", () => {
  it("uses the sandbox when no STRIPE_* variable is set", () => {
    expect(loadConfig({}).payments).toEqual({ provider: "sandbox" });
  });

  it("uses Stripe when all three keys are set, with an optional other API server", () => {
    expect(loadConfig(stripe).payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_123",
      webhookSecret: "whsec_platform",
      connectWebhookSecret: "whsec_connect",
      apiBase: undefined,
    });
    const local = loadConfig({ ...stripe, STRIPE_API_BASE: "http://localhost:12111" }).payments;
    expect(local.provider === "stripe" && local.apiBase?.port).toBe("12111");
  });

  it("refuses half a Stripe configuration, naming what is missing", () => {
    const { STRIPE_CONNECT_WEBHOOK_SECRET: _missing, ...half } = stripe;
    expect(() => loadConfig(half)).toThrow(
      /Incomplete Stripe configuration: STRIPE_CONNECT_WEBHOOK_SECRET must be set too/,
    );
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
  });

  it("checks the keys' shapes", () => {
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: "pk_test_123" })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    );
  });

  it("refuses the sandbox in production unless PAYMENTS=sandbox says so", () => {
    expect(() => loadConfig(production)).toThrow(/Payments are not configured/);
    expect(loadConfig({ ...production, PAYMENTS: "sandbox" }).payments).toEqual({ provider: "sandbox" });
    expect(loadConfig({ ...production, ...stripe }).payments.provider).toBe("stripe");
  });

  it("PAYMENTS=sandbox wins over keys that are set", () => {
    expect(loadConfig({ ...stripe, PAYMENTS: "sandbox" }).payments).toEqual({ provider: "sandbox" });
  });
});
