// What the platform can offer on a creator's public pages besides the free follow: paid tiers
// (only once the creator's payout account is verified with the payment provider in use) and
// machine translation (only with a provider configured). Sent with the cards and the profile, so
// the web never shows a Subscribe or Translate button that can only fail.
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PaymentProviderName } from "../../adapters/payments";
import type { AppDeps } from "../../context";
import { payoutAccounts } from "../../db/schema";

export interface PublicOffers {
  /** The payment provider whose payout accounts count; null offers no paid tier at all. */
  payoutProvider: PaymentProviderName | null;
  /** A translation provider is configured (LIBRETRANSLATE_URL or DEEPL_API_KEY). */
  isTranslationAvailable: boolean;
}

/** Nothing beyond the free follow: for callers that read a profile's texts only. */
export const noOffers: PublicOffers = { payoutProvider: null, isTranslationAvailable: false };

export function publicOffers(deps: Pick<AppDeps, "config" | "payments">): PublicOffers {
  return { payoutProvider: deps.payments.name, isTranslationAvailable: deps.config.translation !== null };
}

/**
 * Whether the creator takes paid members, as a column of the query that lists or shows them (one
 * primary-key lookup per row, no query per card). "verified" is the status canReceivePayouts
 * accepts (src/domain/billing.ts), the one checkout requires.
 */
export function takesPaidMembersColumn(
  creatorId: AnyPgColumn,
  provider: Placeholder | PaymentProviderName | null,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${payoutAccounts} where ${and(
    eq(payoutAccounts.creatorId, creatorId),
    eq(payoutAccounts.provider, sql`${provider}`),
    eq(payoutAccounts.status, "verified"),
  )})`;
}
