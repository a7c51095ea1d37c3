// What a refused or failed send says (spec 8): the server's code picks the sentence; a send
// that came too fast says when the next one may go.
import { MESSAGE_MAX_LENGTH } from "../../../domain/messages";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";

const refusals: Record<string, string> = {
  all_star_required: "messages.errors.allStarRequired",
  blocked: "messages.errors.blocked",
  blocked_by_other: "messages.errors.blockedByOther",
  account_deleted: "messages.errors.accountDeleted",
};

/** "in 30 seconds", "in 5 minutes", "in 3 hours" in the reader's language, rounded up. */
export function retryWhen(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 60 * 60) return format.format(Math.ceil(seconds / 60), "minute");
  return format.format(Math.ceil(seconds / 3600), "hour");
}

export function sendErrorMessage(t: TFunction, error: unknown, locale: string): string {
  if (!(error instanceof ApiError)) return t("messages.errors.sendFailed");
  const refusal = refusals[error.code];
  if (refusal) return t(refusal);
  if (error.code === "rate_limited") {
    const seconds = Number(error.details?.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0
      ? t("messages.errors.rateLimited", { when: retryWhen(seconds, locale) })
      : t("messages.errors.rateLimitedSoon");
  }
  if (error.code === "validation_failed") return t("messages.errors.invalid", { max: MESSAGE_MAX_LENGTH });
  return t("messages.errors.sendFailed");
}
