// Confirms a change between paid plans: one that takes nothing away starts at once and is charged
// now (the prorated difference, or a new year less the unused part of the period); anything else
// happens when the paid period ends (DECISIONS.md).
import { Link } from "react-router";
import type { Plan } from "../../../domain/billing-intervals";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { changeReasonKey, isCardDeclined } from "./error-messages";
import { changeCopy, changeShape, type PendingChange } from "./plan-choice";

interface PlanChangeDialogProps {
  change: PendingChange | null;
  current: Plan;
  /** The new plan's price with this creator, per its billing interval. */
  priceCents: number;
  /** End of the paid period, formatted. */
  periodEnd: string;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}

export function PlanChangeDialog({
  change,
  current,
  priceCents,
  periodEnd,
  isPending,
  error,
  onConfirm,
  onClose,
  fallbackFocus,
}: PlanChangeDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = change?.plan ?? current;
  const copy = `plans.change.${change ? changeCopy(change.kind, current, to) : "upgrade"}`;
  // A change of tier alone keeps the billing interval, so the price it renews at is per month or per year.
  const then = changeShape(current, to) === "tier" && to.interval === "year" ? "thenYearly" : "then";
  const values = {
    plan: t(`plans.tiers.${to.tier}`),
    current: t(`plans.tiers.${current.tier}`),
    date: periodEnd,
    price: format.money(priceCents),
  };
  return (
    <ConfirmDialog
      isOpen={change !== null}
      title={t(`${copy}.title`, values)}
      confirmLabel={t(`${copy}.confirm`)}
      keepLabel={t("common.cancel")}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      error={
        error ? (
          <p>
            {t("plans.errors.changeFailed", { reason: t(changeReasonKey(error)) })}{" "}
            {isCardDeclined(error) && (
              <Link to="/dashboard/follower/settings" className="font-semibold underline">
                {t("plans.managePayments")}
              </Link>
            )}
          </p>
        ) : undefined
      }
    >
      <p>{t(`${copy}.when`, values)}</p>
      <p>{t(`${copy}.${then}`, values)}</p>
    </ConfirmDialog>
  );
}
