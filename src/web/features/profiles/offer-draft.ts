// The "New offer" form as typed (every box a string) and the request it makes: dollars and dates read
// as the creator wrote them, then checked by the same schema as the route (domain/offer-requests),
// with the one rule the schema leaves to the server (an amount off must leave $1 to pay) checked too.
// Only a percentage off can last forever.
import { dollarsToCents } from "../../ui/dollars";
import { offerRequestSchema, type OfferRequest } from "../../../domain/offer-requests";
import type { PaidTier } from "../../../domain/memberships";
import {
  normalizeOfferCode,
  OFFER_MIN_CHARGE_CENTS,
  OFFER_PERCENT_MAX,
  OFFER_PERCENT_MIN,
  type OfferDiscount,
  type OfferPurpose,
} from "../../../domain/offers";

export const FOREVER = "forever";

/** The least an amount off takes off, as the request's schema has it. */
const OFFER_AMOUNT_MIN_CENTS = 100;

export interface OfferDraft {
  purpose: OfferPurpose;
  code: string;
  tier: PaidTier;
  discountType: "percent" | "amount";
  /** Each kind of discount keeps its own box, so switching between them loses nothing. */
  percentOff: string;
  amountOff: string;
  /** "1" to "12", or FOREVER. */
  months: string;
  /** YYYY-MM-DD from a date input, or empty. */
  endDate: string;
  redemptionLimit: string;
}

export type OfferField = "code" | "tier" | "percentOff" | "amountOff" | "months" | "endDate" | "redemptionLimit";

/** Each field's problem, as a key under billing.offers.errors. */
export type OfferDraftErrors = Partial<Record<OfferField, string>>;

/** What each field says when the schema refuses it. */
export const fieldErrorKeys: Record<OfferField, string> = {
  code: "code",
  tier: "tier",
  percentOff: "percent",
  amountOff: "amount",
  months: "months",
  endDate: "endDate",
  redemptionLimit: "limit",
};

export const emptyOfferDraft: OfferDraft = {
  purpose: "code",
  code: "",
  tier: "pro",
  discountType: "percent",
  percentOff: "",
  amountOff: "",
  months: "3",
  endDate: "",
  redemptionLimit: "",
};

/** The end of that calendar day where the creator is, as an ISO time: an offer ending "on" a date lasts all of it. */
export function endOfLocalDay(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) || end.getDate() !== day ? null : end.toISOString();
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The discount the draft's box holds, or why it is not one (a key under billing.offers.errors). */
export function readDiscount(
  draft: Pick<OfferDraft, "tier" | "discountType" | "percentOff" | "amountOff">,
  monthlyCents: Record<PaidTier, number>,
): { discount: OfferDiscount } | { error: string } {
  if (draft.discountType === "percent") {
    const percentOff = wholeNumber(draft.percentOff);
    if (percentOff === null || percentOff < OFFER_PERCENT_MIN || percentOff > OFFER_PERCENT_MAX) {
      return { error: "percent" };
    }
    return { discount: { type: "percent", percentOff } };
  }
  const amountOffCents = dollarsToCents(draft.amountOff);
  if (amountOffCents === null || amountOffCents < OFFER_AMOUNT_MIN_CENTS) return { error: "amount" };
  if (monthlyCents[draft.tier] - amountOffCents < OFFER_MIN_CHARGE_CENTS) return { error: "amountTooHigh" };
  return { discount: { type: "amount", amountOffCents } };
}

/** Where the schema (and the server's validation_failed) names a field, and which box that is. */
export function fieldOfPath(path: string, discountType: OfferDraft["discountType"]): OfferField | null {
  const [head] = path.split(".");
  if (head === "discount") return discountType === "percent" ? "percentOff" : "amountOff";
  if (head === "endsAt") return "endDate";
  const fields: readonly string[] = ["code", "tier", "months", "redemptionLimit"];
  return head && fields.includes(head) ? (head as OfferField) : null;
}

/**
 * The request the draft makes, or what is wrong with it. `monthlyCents` are the creator's prices, for
 * the amount off; `now` is when an end date must come after.
 */
export function readOfferDraft(
  draft: OfferDraft,
  monthlyCents: Record<PaidTier, number>,
  now: Date,
): { request: OfferRequest; errors: null } | { request: null; errors: OfferDraftErrors } {
  const errors: OfferDraftErrors = {};
  const isPromo = draft.purpose === "code";

  const read = readDiscount(draft, monthlyCents);
  const discount = "discount" in read ? read.discount : null;
  if ("error" in read) errors[draft.discountType === "percent" ? "percentOff" : "amountOff"] = read.error;

  // The schema's rule too (the provider refuses an amount off that lasts forever), said plainly here.
  if (draft.discountType === "amount" && draft.months === FOREVER) errors.months = "amountForever";

  const endsAt = isPromo && draft.endDate ? endOfLocalDay(draft.endDate) : null;
  if (isPromo && draft.endDate) {
    if (endsAt === null) errors.endDate = "endDate";
    else if (new Date(endsAt) <= now) errors.endDate = "endDatePast";
  }
  const redemptionLimit = isPromo && draft.redemptionLimit.trim() ? wholeNumber(draft.redemptionLimit) : null;
  if (isPromo && draft.redemptionLimit.trim() && redemptionLimit === null) errors.redemptionLimit = "limit";

  const parsed = offerRequestSchema.safeParse({
    purpose: draft.purpose,
    code: isPromo ? normalizeOfferCode(draft.code) : null,
    tier: draft.tier,
    // A placeholder keeps the other fields checked while the discount box has its own error.
    discount: discount ?? { type: "percent", percentOff: 10 },
    months: draft.months === FOREVER ? null : Number(draft.months),
    endsAt,
    redemptionLimit,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Every refusal shows somewhere, or the form would send what the schema refused.
      const field = fieldOfPath(issue.path.join("."), draft.discountType) ?? (isPromo ? "code" : "tier");
      errors[field] ??= fieldErrorKeys[field];
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { request: null, errors };
  return { request: parsed.data, errors: null };
}
