// The cancel dialog's offer of a pause instead: for how long (1-3 months), the dates that leads to,
// and the button that pauses. Offered first because a member who needs a break may still come back.
import { useId, type ReactNode } from "react";
import { pauseMonths, pauseWindow, type PauseMonths } from "../../../domain/pauses";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

interface PauseOfferProps {
  /** End of the paid period: access lasts until then, and the pause starts then. */
  periodEnd: string;
  months: PauseMonths;
  onMonthsChange: (months: PauseMonths) => void;
  onPause: () => void;
  isPending: boolean;
  /** Another request (the cancellation) is under way. */
  disabled: boolean;
  /** Why the last pause failed; nothing changed. */
  error?: ReactNode;
}

export function PauseOffer({
  periodEnd,
  months,
  onMonthsChange,
  onPause,
  isPending,
  disabled,
  error,
}: PauseOfferProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const titleId = useId();
  const name = useId();
  // Shown only: the server steps the months the same way (domain pauseWindow) and answers the real dates.
  const { resumesAt } = pauseWindow(new Date(periodEnd), months);
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t("memberships.pauseOffer.title")}
      </h3>
      <p className="text-sm text-slate-700">{t("memberships.pauseOffer.text")}</p>
      <fieldset disabled={disabled || isPending}>
        <legend className="text-sm font-medium text-slate-800">{t("memberships.pauseOffer.length")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {pauseMonths.map((count) => (
            <label key={count} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={name}
                value={count}
                checked={months === count}
                onChange={() => onMonthsChange(count)}
                className="h-4 w-4 accent-brand-600"
              />
              {t("memberships.pauseOffer.months", { count })}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Read out again when another length moves the resume date. */}
      <p aria-live="polite" className="text-sm text-slate-700">
        {t("memberships.pauseOffer.dates", {
          date: formatDate(periodEnd),
          resumeDate: formatDate(resumesAt.toISOString()),
        })}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={onPause} isLoading={isPending} disabled={disabled} className="w-full sm:w-auto">
        {t("memberships.pauseOffer.confirm")}
      </Button>
    </section>
  );
}
