// A user's customer record with the payment provider, created the first time they pay.
import { and, eq } from "drizzle-orm";
import { billingCustomers } from "../../db/schema";
import { lockFor, type BillingDeps } from "./deps";

export async function ensureCustomer(deps: BillingDeps, user: { id: string; email: string; username: string }) {
  const provider = deps.payments.name;
  const find = async () => {
    const [row] = await deps.db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider)));
    return row?.customerId;
  };
  const existing = await find();
  if (existing) return existing;
  // Two first checkouts at once would otherwise make two provider customers for one person.
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, `customer:${user.id}`);
    const [row] = await tx
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider)));
    if (row) return row.customerId;
    const customerId = await deps.payments.createCustomer({ userId: user.id, email: user.email, name: user.username });
    await tx.insert(billingCustomers).values({ userId: user.id, provider, customerId });
    return customerId;
  });
}

/** Whose customer record this is, or null when the provider's customer is not one of ours. */
export async function customerOwner(deps: BillingDeps, customerId: string) {
  const [row] = await deps.db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, deps.payments.name), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
}
