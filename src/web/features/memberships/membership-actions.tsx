// What a follower can do with one membership on /subscriptions: change plan or upgrade, open the
// creator's content and community, and the actions of its state: cancel at the end of the paid
// period or resume (cancel-action.tsx, whose confirmation offers the creator's retention offer and
// a pause instead), undo a pause that has not begun or resume a paused membership now
// (pause-actions.tsx). What the last action did, or why it failed, is said above the buttons.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Alert } from "../../ui/alert";
import { buttonClasses } from "../../ui/button";
import type { ActionReport, Done } from "./action-report";
import { CancelAction } from "./cancel-action";
import { membershipOptions } from "./membership-state";
import { PauseActions } from "./pause-actions";
import type { OwnMembership } from "./queries";

interface Outcome {
  kind: Done;
  membership: OwnMembership;
}

export function MembershipActions({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = membership.creator;
  const options = membershipOptions(membership);
  const [done, setDone] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // An action that removes its own button moves focus to what it did instead of the page's start.
  const focusDone = useRef(false);
  useEffect(() => {
    if (done && focusDone.current) doneRef.current?.focus();
    focusDone.current = false;
  }, [done]);

  const linkClasses = buttonClasses("secondary", "md", "w-full sm:w-auto");
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
  const report: ActionReport = {
    onStart: () => {
      setDone(null);
      setFailure(null);
    },
    onDone: (kind, changed, takeFocus = false) => {
      focusDone.current = takeFocus;
      setFailure(null);
      setDone({ kind, membership: changed ?? membership });
    },
    onFailed: setFailure,
    fallbackFocus: () => doneRef.current,
  };

  return (
    <div className="space-y-3">
      {done && (
        <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="success">{outcomeText(done)}</Alert>
        </div>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
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
          // A paused member already has the plan that comes back, a gift's holder theirs until it
          // ends: a checkout would be refused.
          membership.isActive &&
          !options.isPaused &&
          !options.isGift && (
            <Link
              to={`/subscription/${encodeURIComponent(username)}`}
              aria-label={t("memberships.actions.upgradeOf", { username })}
              className={linkClasses}
            >
              {t("memberships.actions.upgrade")}
            </Link>
          )
        )}
        <PauseActions membership={membership} options={options} report={report} />
        <CancelAction membership={membership} options={options} report={report} />
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
    </div>
  );
}
