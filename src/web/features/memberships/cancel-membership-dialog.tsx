// The cancel confirmation on /subscriptions: what cancelling means (access to the period's end, or
// an end at once for a paused membership), the creator's retention offer and a pause offered
// instead where they apply, and why the member leaves. Its own dialog rather than ConfirmDialog
// because it has several ways to act, each with its own pending state and error; what the member
// chose or typed is the caller's state, so it survives a failed request.
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import type { CancelRequest } from "../../../domain/cancellation";
import type { PauseMonths } from "../../../domain/pauses";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions, ModalFrame } from "../../ui/dialog";
import { CancelReasonFields } from "./cancel-reason-fields";
import { PauseOffer } from "./pause-offer";
import type { OwnMembership } from "./queries";
import { RetentionOffer } from "./retention-offer";

interface CancelMembershipDialogProps {
  isOpen: boolean;
  membership: OwnMembership;
  /** Paused: cancelling ends it now, and there is no period left to keep. */
  isPaused: boolean;
  /** Offer a pause instead (membershipOptions().canPause). */
  offersPause: boolean;
  feedback: CancelRequest;
  onFeedbackChange: (feedback: CancelRequest) => void;
  months: PauseMonths;
  onMonthsChange: (months: PauseMonths) => void;
  isCancelling: boolean;
  isPausing: boolean;
  isAccepting: boolean;
  /** Why the last cancellation, pause or acceptance of the retention offer failed; nothing changed. */
  cancelError?: ReactNode;
  pauseError?: ReactNode;
  acceptError?: ReactNode;
  onCancel: () => void;
  onPause: () => void;
  /** Takes the creator's retention offer (membership.retentionOffer) instead of cancelling. */
  onAccept: () => void;
  onClose: () => void;
  /** Where focus goes when the opening control is gone after the change. */
  fallbackFocus?: () => HTMLElement | null;
}

export function CancelMembershipDialog(props: CancelMembershipDialogProps) {
  const { isOpen, membership, isPaused, offersPause, isCancelling, isPausing, isAccepting } = props;
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = membership.creator;
  const values = {
    username,
    date: membership.renewsAt ? formatDate(membership.renewsAt) : "",
    plan: t(`memberships.tier.${membership.tier}`),
  };
  const isBusy = isCancelling || isPausing || isAccepting;
  const { retentionOffer, tier } = membership;
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={() => !isBusy && props.onClose()}
      fallbackFocus={props.fallbackFocus}
      role="alertdialog"
      className="max-h-[90vh] w-[min(92vw,30rem)] overflow-y-auto p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">
        {t(isPaused ? "memberships.pausedCancelDialog.title" : "memberships.cancelDialog.title", values)}
      </Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-2 space-y-2 text-slate-700">
          {isPaused ? (
            <p>{t("memberships.pausedCancelDialog.body", values)}</p>
          ) : (
            <>
              <p>
                {t(
                  membership.trialEndsAt ? "memberships.cancelDialog.trialAccess" : "memberships.cancelDialog.access",
                  values,
                )}
              </p>
              <p>{t("memberships.cancelDialog.after", values)}</p>
            </>
          )}
        </div>
      </Dialog.Description>
      {retentionOffer && tier !== "rookie" && (
        <div className="mt-4">
          <RetentionOffer
            offer={retentionOffer}
            username={username}
            tier={tier}
            onAccept={props.onAccept}
            isPending={isAccepting}
            disabled={isCancelling || isPausing}
            error={props.acceptError}
          />
        </div>
      )}
      {offersPause && membership.renewsAt && (
        <div className="mt-4">
          <PauseOffer
            periodEnd={membership.renewsAt}
            months={props.months}
            onMonthsChange={props.onMonthsChange}
            onPause={props.onPause}
            isPending={isPausing}
            disabled={isCancelling || isAccepting}
            error={props.pauseError}
          />
        </div>
      )}
      <div className="mt-4">
        <CancelReasonFields value={props.feedback} onChange={props.onFeedbackChange} disabled={isBusy} />
      </div>
      {props.cancelError && (
        <Alert tone="error" className="mt-4">
          {props.cancelError}
        </Alert>
      )}
      <DialogActions className="mt-6">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={isBusy}>
            {t("memberships.cancelDialog.keep")}
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={props.onCancel} isLoading={isCancelling} disabled={isPausing || isAccepting}>
          {t("memberships.cancelDialog.confirm")}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
