// What a follower can do with one membership on /subscriptions: change plan, cancel at the end
// of the paid period (after a confirmation that offers a pause instead) or resume, undo a pause
// that has not begun, resume a paused membership now or end it, and open the creator's content.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CancelRequest } from "../../../domain/cancellation";
import type { PauseMonths } from "../../../domain/pauses";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Alert } from "../../ui/alert";
import { Button, buttonClasses } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CancelMembershipDialog } from "./cancel-membership-dialog";
import { isCardDeclined, membershipActionReasonKey } from "./error-messages";
import { membershipOptions } from "./membership-state";
import {
  useCancelMembership,
  useEndPause,
  usePauseMembership,
  useResumeMembership,
  type OwnMembership,
} from "./queries";

/** What the last action did: memberships.actions.<kind>, worded from the membership it answered. */
type Done = "cancelled" | "resumed" | "paused" | "pauseUndone" | "pauseEnded" | "pausedCancelled";
interface Outcome {
  kind: Done;
  membership: OwnMembership;
}

export function MembershipActions({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = membership.creator;
  const options = membershipOptions(membership);
  const cancel = useCancelMembership(username);
  const resume = useResumeMembership(username);
  const pause = usePauseMembership(username);
  const endPause = useEndPause(username);
  const [dialog, setDialog] = useState<"cancel" | "resumeNow" | null>(null);
  const [feedback, setFeedback] = useState<CancelRequest>({});
  const [months, setMonths] = useState<PauseMonths>(1);
  const [done, setDone] = useState<Outcome | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // Undo pause removes its own button: focus follows to what it did instead of falling to the page.
  const focusDone = useRef(false);
  useEffect(() => {
    if (done && focusDone.current) doneRef.current?.focus();
    focusDone.current = false;
  }, [done]);

  const pausedPlan = t(`memberships.tier.${membership.pause?.tier ?? membership.tier}`);
  const linkClasses = buttonClasses("secondary", "md", "w-full sm:w-auto");

  const reasonOf = (error: unknown) => t(membershipActionReasonKey(error));
  const outcomeText = ({ kind, membership: changed }: Outcome) => {
    const { pause: changedPause } = changed;
    const periodEnd = changed.renewsAt ? formatDate(changed.renewsAt) : "";
    return t(`memberships.actions.${kind}`, {
      username,
      plan: t(`memberships.tier.${changedPause?.tier ?? changed.tier}`),
      date: changedPause ? formatDate(changedPause.startsAt) : periodEnd,
      resumeDate: changedPause ? formatDate(changedPause.resumesAt) : "",
    });
  };
  /** After a success: the dialog closes and the alert says what changed, from the server's answer. */
  const finish =
    (kind: Done) =>
    ({ membership: changed }: { membership: OwnMembership | null }) => {
      setDialog(null);
      setDone({ kind, membership: changed ?? membership });
    };
  /** Before another action: the last one's words and errors go. */
  const clear = () => {
    setDone(null);
    cancel.reset();
    resume.reset();
    pause.reset();
    endPause.reset();
  };

  const startResume = () => {
    clear();
    resume.mutate(undefined, { onSuccess: finish("resumed") });
  };
  const undoPause = () => {
    clear();
    endPause.mutate(undefined, {
      onSuccess: (answer) => {
        focusDone.current = true;
        finish("pauseUndone")(answer);
      },
    });
  };
  const openCancel = () => {
    clear();
    setFeedback({});
    setMonths(1);
    setDialog("cancel");
  };
  const openResumeNow = () => {
    clear();
    setDialog("resumeNow");
  };
  const confirmCancel = () => {
    pause.reset();
    cancel.mutate(feedback, { onSuccess: finish(options.isPaused ? "pausedCancelled" : "cancelled") });
  };
  const confirmPause = () => {
    cancel.reset();
    pause.mutate({ months }, { onSuccess: finish("paused") });
  };

  const undoFailed = endPause.isError && dialog !== "resumeNow";
  const resumeNowError =
    dialog === "resumeNow" && endPause.isError ? (
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
    <div className="space-y-3">
      {done && (
        <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="success">{outcomeText(done)}</Alert>
        </div>
      )}
      {resume.isError && (
        <Alert tone="error">{t("memberships.errors.resumeFailed", { reason: reasonOf(resume.error) })}</Alert>
      )}
      {undoFailed && (
        <Alert tone="error">{t("memberships.errors.undoPauseFailed", { reason: reasonOf(endPause.error) })}</Alert>
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
          // A paused member already has the plan that comes back: a checkout would be refused.
          membership.isActive &&
          !options.isPaused && (
            <Link
              to={`/subscription/${encodeURIComponent(username)}`}
              aria-label={t("memberships.actions.upgradeOf", { username })}
              className={linkClasses}
            >
              {t("memberships.actions.upgrade")}
            </Link>
          )
        )}
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
        {(options.canCancel || options.canResume) && (
          // One button that changes its words keeps keyboard focus in place after either action.
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
      <CancelMembershipDialog
        isOpen={dialog === "cancel"}
        membership={membership}
        isPaused={options.isPaused}
        offersPause={options.canPause}
        feedback={feedback}
        onFeedbackChange={setFeedback}
        months={months}
        onMonthsChange={setMonths}
        isCancelling={cancel.isPending}
        isPausing={pause.isPending}
        cancelError={
          cancel.isError ? t("memberships.errors.cancelFailed", { reason: reasonOf(cancel.error) }) : undefined
        }
        pauseError={pause.isError ? t("memberships.errors.pauseFailed", { reason: reasonOf(pause.error) }) : undefined}
        onCancel={confirmCancel}
        onPause={confirmPause}
        onClose={() => setDialog(null)}
        fallbackFocus={() => doneRef.current}
      />
      <ConfirmDialog
        isOpen={dialog === "resumeNow"}
        title={t("memberships.resumeNowDialog.title", { plan: pausedPlan })}
        confirmLabel={t("memberships.resumeNowDialog.confirm")}
        keepLabel={t("memberships.resumeNowDialog.keep")}
        isPending={endPause.isPending}
        error={resumeNowError}
        onConfirm={() => endPause.mutate(undefined, { onSuccess: finish("pauseEnded") })}
        onClose={() => {
          setDialog(null);
          endPause.reset();
        }}
        fallbackFocus={() => doneRef.current}
      >
        <p>{t("memberships.resumeNowDialog.body")}</p>
      </ConfirmDialog>
    </div>
  );
}
