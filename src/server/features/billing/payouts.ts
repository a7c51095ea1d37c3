// A creator's payout account: connected with the provider, onboarded on its pages (US first),
// its status kept current from account events. Bank details stay with the provider.
import { and, eq } from "drizzle-orm";
import {
  canReceivePayouts,
  PAYOUT_COUNTRY,
  type PayoutAccountResponse,
  type RedirectResponse,
} from "../../../domain/billing";
import type { SessionUser } from "../../../domain/roles";
import { payoutAccounts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { lockFor, type BillingDeps } from "./deps";
import { syncPayoutAccount } from "./event-sync";

async function findAccount(deps: BillingDeps, creatorId: string) {
  const [row] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.creatorId, creatorId), eq(payoutAccounts.provider, deps.payments.name)));
  return row ?? null;
}

const toResponse = (row: Awaited<ReturnType<typeof findAccount>>): PayoutAccountResponse => ({
  status: row?.status ?? "not_connected",
  onboardedAt: row?.onboardedAt?.toISOString() ?? null,
  country: PAYOUT_COUNTRY,
});

/** The creator's verified payout account, where a payment to them goes; 409 until there is one. */
export async function payoutDestination(deps: BillingDeps, creatorId: string) {
  const account = await findAccount(deps, creatorId);
  if (!account || !canReceivePayouts(account.status))
    throw new AppError("payouts_not_ready", 409, "This creator cannot receive payments yet.");
  return account.accountId;
}

export const getPayoutAccount = async (deps: BillingDeps, creatorId: string) =>
  toResponse(await findAccount(deps, creatorId));

/** Re-reads the status from the provider, as the creator comes back from onboarding. */
export async function refreshPayoutAccount(deps: BillingDeps, creatorId: string) {
  const row = await findAccount(deps, creatorId);
  if (row) await syncPayoutAccount(deps, row.accountId);
  return getPayoutAccount(deps, creatorId);
}

/** Where "Connect" or "Manage" leads: onboarding until the account is verified, then its dashboard. */
export async function payoutLink(deps: BillingDeps, creator: SessionUser): Promise<RedirectResponse> {
  const account = await connectedAccount(deps, creator);
  const settings = `${deps.config.publicUrl}/dashboard/influencer/profile`;
  try {
    return account.status === "verified"
      ? await deps.payments.createDashboardLink(account.accountId)
      : await deps.payments.createOnboardingLink({
          accountId: account.accountId,
          refreshUrl: `${settings}?payouts=refresh`,
          returnUrl: `${settings}?payouts=return`,
        });
  } catch (error) {
    deps.logger.error({ err: error, creatorId: creator.id }, "payout link failed");
    throw new AppError(
      "payout_link_failed",
      502,
      "The payment provider did not give an onboarding link. Please try again.",
    );
  }
}

async function connectedAccount(deps: BillingDeps, creator: SessionUser) {
  const existing = await findAccount(deps, creator.id);
  if (existing) return existing;
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, `payout-account:${creator.id}`);
    const [again] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.creatorId, creator.id), eq(payoutAccounts.provider, deps.payments.name)));
    if (again) return again;
    let accountId: string;
    try {
      accountId = await deps.payments.createConnectedAccount({
        creatorId: creator.id,
        email: creator.email,
        country: PAYOUT_COUNTRY,
      });
    } catch (error) {
      deps.logger.error({ err: error, creatorId: creator.id }, "creating a payout account failed");
      throw new AppError("payout_account_failed", 502, "Failed to create Stripe Connect account");
    }
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ creatorId: creator.id, provider: deps.payments.name, accountId, status: "pending" })
      .returning();
    return row!;
  });
}
