// What a follower can do with one membership on /subscriptions: change plan, cancel at the end
// of the paid period (after a confirmation) or resume, and open the creator's content.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button, buttonClasses } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { membershipActionReasonKey } from "./error-messages";
import { useFormatDate } from "../../lib/format-date";
import { membershipOptions } from "./membership-state";
import type { CancelRequest } from "../../../domain/cancellation";
import { CancelReasonFields } from "./cancel-reason-fields";
import { useCancelMembership, useResumeMembership, type OwnMembership } from "./queries";

type Done = "cancelled" | "resumed";

export function MembershipActions({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = membership.creator;
  const options = membershipOptions(membership);
  const cancel = useCancelMembership(username);
  const resume = useResumeMembership(username);
  const [isConfirming, setIsConfirming] = useState(false);
  const [feedback, setFeedback] = useState<CancelRequest>({});
  const [done, setDone] = useState<Done | null>(null);
  const date = membership.renewsAt ? formatDate(membership.renewsAt) : "";
  const values = { username, date, plan: t(`memberships.tier.${membership.tier}`) };
  const linkClasses = buttonClasses("secondary", "md", "w-full sm:w-auto");

  const startResume = () => {
    setDone(null);
    cancel.reset();
    resume.mutate(undefined, { onSuccess: () => setDone("resumed") });
  };
  const confirmCancel = () =>
    cancel.mutate(feedback, {
      onSuccess: () => {
        setIsConfirming(false);
        setDone("cancelled");
      },
    });

  return (
    <div className="space-y-3">
      {done && <Alert tone="success">{t(`memberships.actions.${done}`, values)}</Alert>}
      {resume.isError && (
        <Alert tone="error">
          {t("memberships.errors.resumeFailed", { reason: t(membershipActionReasonKey(resume.error)) })}
        </Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {options.isPaid ? (
          <Link
            to={`/subscription/${encodeURIComponent(username)}`}
            aria-label={t("memberships.actions.changePlanOf", { username })}
            className={linkClasses}
          >
            {t("memberships.actions.changePlan")}
          </Link>
        ) : (
          membership.isActive && (
            <Link
              to={`/subscription/${encodeURIComponent(username)}`}
              aria-label={t("memberships.actions.upgradeOf", { username })}
              className={linkClasses}
            >
              {t("memberships.actions.upgrade")}
            </Link>
          )
        )}
        {(options.canCancel || options.canResume) && (
          // One button that changes its words keeps keyboard focus in place after either action.
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            isLoading={resume.isPending}
            aria-label={t(options.canCancel ? "memberships.actions.cancelOf" : "memberships.actions.resumeOf", {
              username,
            })}
            onClick={() => {
              if (options.canResume) return startResume();
              setDone(null);
              resume.reset();
              cancel.reset();
              setFeedback({});
              setIsConfirming(true);
            }}
          >
            {t(options.canCancel ? "memberships.actions.cancel" : "memberships.actions.resume")}
          </Button>
        )}
        <Link
          to={`/influencer/${encodeURIComponent(username)}`}
          aria-label={t("memberships.viewContentOf", { username })}
          className={linkClasses}
        >
          {t("memberships.viewContent")}
        </Link>
        {membership.isActive && (
          <Link
            to={`/influencer/${encodeURIComponent(username)}/community`}
            aria-label={t("memberships.communityOf", { username })}
            className={linkClasses}
          >
            {t("memberships.community")}
          </Link>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("memberships.cancelDialog.title", values)}
        confirmLabel={t("memberships.cancelDialog.confirm")}
        keepLabel={t("memberships.cancelDialog.keep")}
        tone="danger"
        isPending={cancel.isPending}
        error={
          cancel.isError
            ? t("memberships.errors.cancelFailed", { reason: t(membershipActionReasonKey(cancel.error)) })
            : undefined
        }
        onConfirm={confirmCancel}
        onClose={() => setIsConfirming(false)}
      >
        <p>
          {t(
            membership.trialEndsAt ? "memberships.cancelDialog.trialAccess" : "memberships.cancelDialog.access",
            values,
          )}
        </p>
        <p>{t("memberships.cancelDialog.after", values)}</p>
        <CancelReasonFields value={feedback} onChange={setFeedback} disabled={cancel.isPending} />
      </ConfirmDialog>
    </div>
  );
}
