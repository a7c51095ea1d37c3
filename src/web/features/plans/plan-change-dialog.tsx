// Confirms a change between the paid plans: an upgrade starts at once and charges the prorated
// difference now; a switch down happens when the paid period ends (DECISIONS.md).
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import type { PaidTier } from "../../../domain/memberships";
import { useFormat } from "../../lib/format";
import { changeReasonKey, isCardDeclined } from "./error-messages";
import { ConfirmDialog } from "../../ui/confirm-dialog";

export interface PendingChange {
  kind: "upgrade" | "switch";
  tier: PaidTier;
}

interface PlanChangeDialogProps {
  change: PendingChange | null;
  currentTier: PaidTier;
  /** The new plan's monthly price with this creator. */
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
  currentTier,
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
  const kind = change?.kind ?? "upgrade";
  const values = {
    plan: change ? t(`plans.tiers.${change.tier}`) : "",
    current: t(`plans.tiers.${currentTier}`),
    date: periodEnd,
    price: format.money(priceCents),
  };
  return (
    <ConfirmDialog
      isOpen={change !== null}
      title={t(`plans.change.${kind}.title`, values)}
      confirmLabel={t(`plans.change.${kind}.confirm`)}
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
      <p>{t(`plans.change.${kind}.when`, values)}</p>
      <p>{t(`plans.change.${kind}.then`, values)}</p>
    </ConfirmDialog>
  );
}
