// Sandbox object ids, shaped like Stripe's. Checkout, portal and onboarding ids are bearer
// secrets in a URL, as Stripe's are, so they carry 192 random bits.
import { randomBytes } from "node:crypto";

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(9).toString("base64url")}`;
export const secretSandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(24).toString("base64url")}`;
