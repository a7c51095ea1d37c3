// A paused membership's actions: Undo pause before it begins, and Resume now while it runs (after a
// confirmation that a month is charged today; a declined card is shown in the dialog).
import { Link } from "react-router";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { ActionReport } from "./action-report";
import { isCardDeclined, membershipActionReasonKey } from "./error-messages";
import type { MembershipOptions } from "./membership-state";
import { useEndPause, type OwnMembership } from "./queries";

interface PauseActionsProps {
  membership: OwnMembership;
  options: MembershipOptions;
  report: ActionReport;
}

export function PauseActions({ membership, options, report }: PauseActionsProps) {
  const { t } = useTranslation();
  const { username } = membership.creator;
  const endPause = useEndPause(username);
  const [isConfirming, setIsConfirming] = useState(false);
  const pausedPlan = t(`memberships.tier.${membership.pause?.tier ?? membership.tier}`);
  const reasonOf = (error: unknown) => t(membershipActionReasonKey(error));

  const undoPause = () => {
    report.onStart();
    endPause.reset();
    endPause.mutate(undefined, {
      // Undo pause removes its own button: focus follows to what it did instead of falling to the page.
      onSuccess: ({ membership: changed }) => report.onDone("pauseUndone", changed, true),
      onError: (error) => report.onFailed(t("memberships.errors.undoPauseFailed", { reason: reasonOf(error) })),
    });
  };
  const openResumeNow = () => {
    report.onStart();
    endPause.reset();
    setIsConfirming(true);
  };
  const resumeNow = () =>
    endPause.mutate(undefined, {
      onSuccess: ({ membership: changed }) => {
        setIsConfirming(false);
        report.onDone("pauseEnded", changed);
      },
    });

  const resumeNowError =
    isConfirming && endPause.isError ? (
      <>
        {t("memberships.errors.resumeFailed", { reason: reasonOf(endPause.error) })}
        {isCardDeclined(endPause.error) && (
          <>
            {" "}
            <Link to="/dashboard/follower/settings" className="font-semibold underline">
              {t("memberships.notes.managePayments")}
            </Link>
          </>
        )}
      </>
    ) : undefined;

  return (
    <>
      {options.pauseScheduled && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          isLoading={endPause.isPending}
          aria-label={t("memberships.actions.undoPauseOf", { username })}
          onClick={undoPause}
        >
          {t("memberships.actions.undoPause")}
        </Button>
      )}
      {options.isPaused && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          aria-label={t("memberships.actions.resumeNowOf", { username })}
          onClick={openResumeNow}
        >
          {t("memberships.actions.resumeNow")}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("memberships.resumeNowDialog.title", { plan: pausedPlan })}
        confirmLabel={t("memberships.resumeNowDialog.confirm")}
        keepLabel={t("memberships.resumeNowDialog.keep")}
        isPending={endPause.isPending}
        error={resumeNowError}
        onConfirm={resumeNow}
        onClose={() => {
          setIsConfirming(false);
          endPause.reset();
        }}
        fallbackFocus={report.fallbackFocus}
      >
        <p>{t("memberships.resumeNowDialog.body")}</p>
      </ConfirmDialog>
    </>
  );
}
