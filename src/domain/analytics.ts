// The creator's analytics: the ranges a creator can pick, the figures the API answers with,
// and how churn is counted. Days are UTC calendar days.
import { z } from "zod";
import type { CancellationReason } from "./cancellation";
import { membershipSources, type MembershipSource, type PaidTier, type Tier } from "./memberships";
import type { OfferPurpose } from "./offers";

export const analyticsRanges = ["7d", "30d", "90d", "12m"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** Daily points for the day ranges, monthly points for a year. */
export type AnalyticsBucket = "day" | "month";

export const joinSources = membershipSources;
export type JoinSource = MembershipSource;

/** The page a follow or a checkout started from, as the web reports it; anything else is "other". */
export const reportedSourceSchema = z.enum(["profile", "explore", "home"]);
export type ReportedSource = z.infer<typeof reportedSourceSchema>;
/** Body of POST /api/creators/:username/follow (optional). */
export const followRequestSchema = z.object({ source: reportedSourceSchema.optional() });

export interface AnalyticsPoint {
  /** First day of the bucket, YYYY-MM-DD. */
  date: string;
  /** Members holding each tier at the end of the bucket. */
  members: Record<Tier, number>;
  joined: number;
  ended: number;
  views: number;
  favorites: number;
  grossCents: number;
  platformFeeCents: number;
  netCents: number;
  /** Free trials started, and trials that became paid (their first charge), in the bucket. */
  trialsStarted: number;
  trialsConverted: number;
  /** Tips paid in the bucket, and what tips brought in (refunds and disputes taken off). */
  tips: number;
  tipsCents: number;
  /** Pay-per-view posts sold in the bucket, and what they brought in (refunds and disputes taken off). */
  postSales: number;
  postSalesCents: number;
  /** Gift memberships bought in the bucket and what they brought in (refunds taken off), and gifts redeemed. */
  giftsSold: number;
  giftsCents: number;
  giftsRedeemed: number;
  /** Paid memberships paused in the bucket (not those undone), and paused members who paid again in it. */
  pauses: number;
  resumes: number;
}

/** One offer's figures over the range. */
export interface OfferFigures {
  id: string;
  /** A promo offer's code; null for a retention offer. */
  code: string | null;
  purpose: OfferPurpose;
  tier: PaidTier;
  redemptions: number;
  /** Paid at the offer's price, less refunds and disputes. */
  grossCents: number;
}

export interface TopPost {
  id: string;
  title: string;
  views: number;
  favorites: number;
}

export interface CreatorAnalytics {
  range: AnalyticsRange;
  bucket: AnalyticsBucket;
  points: AnalyticsPoint[];
  totals: {
    membersAtStart: number;
    membersAtEnd: number;
    joined: number;
    ended: number;
    /** Share of the range's members who left, 0-1; null when nobody was a member. */
    churnRate: number | null;
    views: number;
    favorites: number;
    grossCents: number;
    platformFeeCents: number;
    netCents: number;
    trialsStarted: number;
    trialsConverted: number;
    /** Of the trials that ended in the range, the share that became paid, 0-1; null when none ended. */
    trialConversionRate: number | null;
    tips: number;
    tipsCents: number;
    postSales: number;
    postSalesCents: number;
    giftsSold: number;
    giftsCents: number;
    giftsRedeemed: number;
    pauses: number;
    resumes: number;
    /** Offers redeemed in the range, and what invoices at an offer's price brought in (refunds taken off). */
    offerRedemptions: number;
    offerGrossCents: number;
  };
  /** Every offer redeemed or paid at in the range, most redemptions first. */
  offers: OfferFigures[];
  sources: Record<JoinSource, number>;
  /** Why members cancelled in the range, when they said. */
  cancellationReasons: Record<CancellationReason, number>;
  topPostsByViews: TopPost[];
  topPostsByFavorites: TopPost[];
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the range and its bucket starts, ending with the bucket that holds today. */
export function rangeBuckets(range: AnalyticsRange, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === "12m") {
    const starts = Array.from({ length: 12 }, (_, index) =>
      isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))),
    );
    return { bucket: "month" as const, from: starts[0]!, to: isoDay(new Date(today)), starts };
  }
  const days = Number(range.slice(0, -1));
  const starts = Array.from({ length: days }, (_, index) => isoDay(new Date(today - (days - 1 - index) * DAY_MS)));
  return { bucket: "day" as const, from: starts[0]!, to: isoDay(new Date(today)), starts };
}

/**
 * Churn over a range: members who left, out of everyone who was a member at some point of it
 * (those at the start and those who joined), so a new creator's first weeks have a figure too.
 */
export function churnRate(ended: number, membersAtStart: number, joined: number): number | null {
  const exposed = membersAtStart + joined;
  return exposed > 0 ? ended / exposed : null;
}
