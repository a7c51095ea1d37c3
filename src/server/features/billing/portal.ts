// The provider's customer portal: the follower's card, invoices and cancellations (spec 7).
import type { RedirectResponse } from "../../../domain/billing";
import type { SessionUser } from "../../../domain/roles";
import { ensureCustomer } from "./customers";
import type { BillingDeps } from "./deps";

export async function openPortal(deps: BillingDeps, follower: SessionUser): Promise<RedirectResponse> {
  const customerId = await ensureCustomer(deps, follower);
  return deps.payments.createPortalSession({
    customerId,
    returnUrl: `${deps.config.publicUrl}/dashboard/follower/settings`,
  });
}
