// Platform figures for the owner dashboard: members from memberships, money from the ledger,
// failed payments from the billing emails they caused, open reports from the moderation queue,
// free trials from subscriptions, why members cancelled from what they said, tips and posts sold from the ledger,
// paused and resumed memberships from the pauses members asked for, offers from their redemptions and
// the ledger.
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { billingEmails, gifts, memberships, users } from "../../db/schema";
import { platformRevenue, platformOneOffThisMonth, platformTrialsThisMonth, startOfMonth } from "../billing";
import { grantsAccess } from "../../db/membership-access";
import { openReportCount } from "../moderation";
import { cancellationReasonCounts, platformOfferTotals, platformPauseCounts } from "../analytics";

export async function platformFigures(db: Database) {
  const today = new Date().toISOString().slice(0, 10);
  const thisMonth = { from: startOfMonth().toISOString().slice(0, 10), to: today };
  const [
    [creators],
    [followers],
    [members],
    revenue,
    [failedPayments],
    openReports,
    trials,
    reasons,
    oneOff,
    pauses,
    offers,
    [giftsRedeemed],
  ] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, "influencer")),
    db.select({ value: count() }).from(users).where(eq(users.role, "follower")),
    db
      .select({ active: count(), paid: sql<number>`count(*) filter (where ${memberships.tier} <> 'rookie')::int` })
      .from(memberships)
      .where(grantsAccess()),
    platformRevenue(db),
    // One "payment failed" email is queued per refused invoice, so they count failed payments once each.
    db
      .select({ value: count() })
      .from(billingEmails)
      .where(and(eq(billingEmails.kind, "payment_failed"), gte(billingEmails.createdAt, startOfMonth()))),
    openReportCount(db),
    platformTrialsThisMonth(db),
    cancellationReasonCounts(db, null, thisMonth),
    platformOneOffThisMonth(db),
    platformPauseCounts(db, thisMonth),
    platformOfferTotals(db, thisMonth),
    db.select({ value: count() }).from(gifts).where(gte(gifts.redeemedAt, startOfMonth())),
  ]);
  return {
    creators: creators?.value ?? 0,
    followers: followers?.value ?? 0,
    activeMemberships: members?.active ?? 0,
    paidMemberships: members?.paid ?? 0,
    monthlyGrossCents: revenue.thisMonth.grossCents,
    monthlyPlatformFeeCents: revenue.thisMonth.platformFeeCents,
    monthlyCreatorNetCents: revenue.thisMonth.netCents,
    totalGrossCents: revenue.allTime.grossCents,
    totalPlatformFeeCents: revenue.allTime.platformFeeCents,
    monthlyFailedPayments: failedPayments?.value ?? 0,
    monthlyTrialsStarted: trials.started,
    /** Of this month's ended trials, the share that became paid; null when none ended. */
    monthlyTrialConversionRate: trials.conversionRate,
    /** Paid memberships paused this month (not those undone), and paused members who paid again this month. */
    monthlyPauses: pauses.pauses,
    monthlyResumes: pauses.resumes,
    /** Offers redeemed this month, and what invoices at offer prices brought in (refunds taken off). */
    monthlyOfferRedemptions: offers.offerRedemptions,
    monthlyOfferGrossCents: offers.offerGrossCents,
    /** Why members cancelled this month, when they said. */
    monthlyCancellationReasons: reasons,
    // What this month's tips and posts sold brought in, all of it (the platform's 30% is in the fee above).
    monthlyTips: oneOff.tips,
    monthlyTipsCents: oneOff.tipsCents,
    monthlyPostSales: oneOff.postSales,
    monthlyPostSalesCents: oneOff.postSalesCents,
    /** Gift memberships bought this month and what they brought in (refunds taken off), and gifts redeemed. */
    monthlyGiftsSold: oneOff.giftsSold,
    monthlyGiftsCents: oneOff.giftsCents,
    monthlyGiftsRedeemed: giftsRedeemed?.value ?? 0,
    openReports,
  };
}
