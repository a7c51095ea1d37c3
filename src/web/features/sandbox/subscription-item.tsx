// One subscription in the portal: product, price per month or year, status, when it renews or ends,
// a scheduled downgrade or change of billing, and cancelling at the period's end (confirmed first) or resuming.
import { useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import type { SandboxPortalView } from "../../../domain/sandbox-payments";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { PathIcon } from "../../ui/icon";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { actionErrorKey } from "./error-messages";
import { useCancelPortalSubscription, useResumePortalSubscription } from "./queries";
import { StatusBadge } from "./status-badge";
import { isRunning, subscriptionBadge } from "./subscription-status";
import { useSandboxFormat } from "./use-sandbox-format";

type Subscription = SandboxPortalView["subscriptions"][number];

const priceKey = (interval: Subscription["interval"]) =>
  interval === "year" ? "sandbox.portal.subscriptions.priceYearly" : "sandbox.portal.subscriptions.price";

export function SubscriptionItem({ sessionId, subscription }: { sessionId: string; subscription: Subscription }) {
  const { t } = useTranslation();
  const format = useSandboxFormat();
  const titleId = useId();
  const cancel = useCancelPortalSubscription(sessionId);
  const resume = useResumePortalSubscription(sessionId);
  const [isConfirming, setIsConfirming] = useState(false);
  // Cancel and Resume replace each other; focus moves to whichever is shown afterwards.
  const actionsRef = useRef<HTMLDivElement>(null);
  const actionButton = () => actionsRef.current?.querySelector("button") ?? null;
  const focusAction = () => actionButton()?.focus();

  const badge = subscriptionBadge(subscription);
  const isLive = isRunning(subscription);
  const endDate = format.date(subscription.currentPeriodEnd);
  const scheduled = !subscription.cancelAtPeriodEnd ? subscription.scheduled : null;

  function openConfirmation() {
    cancel.reset();
    setIsConfirming(true);
  }

  function confirmCancel() {
    cancel.mutate(subscription.id, { onSuccess: () => setIsConfirming(false) });
  }

  function resumeSubscription() {
    resume.mutate(subscription.id, { onSuccess: () => requestAnimationFrame(focusAction) });
  }

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold break-words text-slate-900">
            {subscription.productName}
          </h3>
          <p className="text-sm text-slate-700">
            {t(priceKey(subscription.interval), { price: format.money(subscription.amountCents) })}
          </p>
        </div>
        <StatusBadge tone={badge.tone} label={t(badge.labelKey)} />
      </div>

      {isLive && (
        <p className="mt-3 text-sm text-slate-800">
          {t(
            subscription.cancelAtPeriodEnd
              ? "sandbox.portal.subscriptions.endsOn"
              : "sandbox.portal.subscriptions.renewsOn",
            { date: endDate },
          )}
        </p>
      )}
      {isLive && scheduled && (
        <p className="mt-1 text-sm text-slate-700">
          {scheduled.productName === subscription.productName && scheduled.interval !== subscription.interval
            ? t(`sandbox.portal.subscriptions.changesBilling.${scheduled.interval}`, { date: endDate })
            : t("sandbox.portal.subscriptions.changesTo", { product: scheduled.productName, date: endDate })}{" "}
          <span className="text-slate-500">
            ({t(priceKey(scheduled.interval), { price: format.money(scheduled.amountCents) })})
          </span>
        </p>
      )}
      {subscription.status === "past_due" && (
        <div className="mt-3 flex gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <PathIcon
            d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
            className="mt-0.5 h-4 w-4 shrink-0"
          />
          <p>
            <strong className="font-semibold">{t("sandbox.portal.pastDue.title")}</strong>{" "}
            {t("sandbox.portal.pastDue.body")}
          </p>
        </div>
      )}
      {resume.isError && (
        <Alert tone="error" className="mt-3">
          {t(actionErrorKey(resume.error))}
        </Alert>
      )}

      {isLive && (
        <div ref={actionsRef} className="mt-4 flex flex-wrap gap-2">
          {subscription.cancelAtPeriodEnd ? (
            <Button variant="primary" size="sm" onClick={resumeSubscription} isLoading={resume.isPending}>
              {t("sandbox.portal.subscriptions.resume")}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={openConfirmation}>
              {t("sandbox.portal.subscriptions.cancel")}
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        isOpen={isConfirming}
        title={t("sandbox.portal.cancelDialog.title")}
        confirmLabel={t("sandbox.portal.cancelDialog.confirm")}
        keepLabel={t("sandbox.portal.cancelDialog.keep")}
        tone="danger"
        isPending={cancel.isPending}
        error={cancel.isError && t(actionErrorKey(cancel.error))}
        onConfirm={confirmCancel}
        onClose={() => setIsConfirming(false)}
        fallbackFocus={actionButton}
      >
        <p>{t("sandbox.portal.cancelDialog.body", { product: subscription.productName, date: endDate })}</p>
      </ConfirmDialog>
    </article>
  );
}
