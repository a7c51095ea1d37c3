// Cancel membership (or Resume membership once cancelled) for a paid or paused membership: the
// button, and the cancel dialog with what it offers instead (the creator's retention offer, a pause)
// and why the member leaves, kept here so a failed request keeps what was chosen or typed.
import { useState } from "react";
import type { CancelRequest } from "../../../domain/cancellation";
import type { PauseMonths } from "../../../domain/pauses";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import type { ActionReport, Done } from "./action-report";
import { CancelMembershipDialog } from "./cancel-membership-dialog";
import { membershipActionReasonKey } from "./error-messages";
import type { MembershipOptions } from "./membership-state";
import { useCancelMembership, usePauseMembership, useResumeMembership, type OwnMembership } from "./queries";
import { useAcceptRetentionOffer } from "./retention-offer-queries";

interface CancelActionProps {
  membership: OwnMembership;
  options: MembershipOptions;
  report: ActionReport;
}

export function CancelAction({ membership, options, report }: CancelActionProps) {
  const { t } = useTranslation();
  const { username } = membership.creator;
  const cancel = useCancelMembership(username);
  const resume = useResumeMembership(username);
  const pause = usePauseMembership(username);
  const accept = useAcceptRetentionOffer(username);
  const [isOpen, setIsOpen] = useState(false);
  const [feedback, setFeedback] = useState<CancelRequest>({});
  const [months, setMonths] = useState<PauseMonths>(1);
  const reasonOf = (error: unknown) => t(membershipActionReasonKey(error));

  /** The dialog's other requests' errors go when one is made. */
  const resetAll = () => {
    cancel.reset();
    pause.reset();
    accept.reset();
  };
  /** After a success: the dialog closes and the list says what changed. */
  const finish =
    (kind: Done) =>
    ({ membership: changed }: { membership: OwnMembership | null }) => {
      setIsOpen(false);
      report.onDone(kind, changed);
    };

  const startResume = () => {
    report.onStart();
    resume.mutate(undefined, {
      onSuccess: finish("resumed"),
      onError: (error) => report.onFailed(t("memberships.errors.resumeFailed", { reason: reasonOf(error) })),
    });
  };
  const openCancel = () => {
    report.onStart();
    resetAll();
    setFeedback({});
    setMonths(1);
    setIsOpen(true);
  };

  return (
    <>
      {/* One button that changes its words keeps keyboard focus in place after either action. */}
      {(options.canCancel || options.canResume) && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          isLoading={resume.isPending}
          aria-label={t(options.canCancel ? "memberships.actions.cancelOf" : "memberships.actions.resumeOf", {
            username,
          })}
          onClick={options.canCancel ? openCancel : startResume}
        >
          {t(options.canCancel ? "memberships.actions.cancel" : "memberships.actions.resume")}
        </Button>
      )}
      {/* Mounted whatever the state, so it closes (and gives focus back) after a change that removes the button. */}
      <CancelMembershipDialog
        isOpen={isOpen}
        membership={membership}
        isPaused={options.isPaused}
        offersPause={options.canPause}
        feedback={feedback}
        onFeedbackChange={setFeedback}
        months={months}
        onMonthsChange={setMonths}
        isCancelling={cancel.isPending}
        isPausing={pause.isPending}
        isAccepting={accept.isPending}
        cancelError={
          cancel.isError ? t("memberships.errors.cancelFailed", { reason: reasonOf(cancel.error) }) : undefined
        }
        pauseError={pause.isError ? t("memberships.errors.pauseFailed", { reason: reasonOf(pause.error) }) : undefined}
        acceptError={
          accept.isError ? t("memberships.errors.acceptOfferFailed", { reason: reasonOf(accept.error) }) : undefined
        }
        onCancel={() => {
          resetAll();
          cancel.mutate(feedback, { onSuccess: finish(options.isPaused ? "pausedCancelled" : "cancelled") });
        }}
        onPause={() => {
          resetAll();
          pause.mutate({ months }, { onSuccess: finish("paused") });
        }}
        onAccept={() => {
          resetAll();
          accept.mutate(undefined, { onSuccess: finish("offerAccepted") });
        }}
        onClose={() => setIsOpen(false)}
        fallbackFocus={report.fallbackFocus}
      />
    </>
  );
}
