// Picks the payment provider the settings name (see config.ts paymentSettings).
import type { PaymentSettings } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { PaymentProvider } from "./index";
import { createSandboxProvider, type SandboxProvider } from "./sandbox";
import { createStripeProvider } from "./stripe";

export function createPaymentProvider(
  settings: PaymentSettings,
  options: { db: Database; publicUrl: string; logger: Logger },
): { payments: PaymentProvider; sandbox: SandboxProvider | null } {
  if (settings.provider === "stripe") return { payments: createStripeProvider(settings), sandbox: null };
  const sandbox = createSandboxProvider(options);
  return { payments: sandbox, sandbox };
}
