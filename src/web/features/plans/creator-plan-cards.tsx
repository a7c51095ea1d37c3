// One creator's three plans with what this viewer can do on each: subscribe through the
// provider's checkout, upgrade at once, switch down at the period end, or keep ALL STAR.
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { tiers, type PaidTier, type Tier } from "../../../domain/memberships";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";
import { useStartCheckout } from "../billing";
import type { PublicProfile } from "../creators";
import { useFormatDate } from "../../lib/format-date";
import { endsAtPeriodEnd, membershipOptions } from "../memberships";
import { findMembership, useChangeTier, useOwnMemberships } from "../memberships";
import { changeReasonKey, checkoutReasonKey } from "./error-messages";
import { PlanAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { PlanChangeDialog, type PendingChange } from "./plan-change-dialog";
import { planChoice, type PlanChoice } from "./plan-choice";

interface CreatorPlanCardsProps {
  profile: PublicProfile;
  highlighted: PaidTier | null;
  isSignedIn: boolean;
  /** Creators do not subscribe, so they see the plans without buttons. */
  isCreator: boolean;
}

type Notice = { kind: "upgraded" | "switched" | "kept"; tier: PaidTier };

export function CreatorPlanCards({ profile, highlighted, isSignedIn, isCreator }: CreatorPlanCardsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = profile;
  // No membership means the free content is what the viewer has.
  const currentTier: Tier = profile.viewer.tier ?? "rookie";
  const isPaidMember = isSignedIn && !isCreator && currentTier !== "rookie";
  // Renewal date, cancellation and a scheduled switch come with the follower's own list.
  const own = useOwnMemberships({ enabled: isPaidMember });
  const membership = isPaidMember ? findMembership(own.data, username) : undefined;
  const options = membership ? membershipOptions(membership) : undefined;
  const periodEnd = membership?.renewsAt ? formatDate(membership.renewsAt) : "";

  const checkout = useStartCheckout();
  const change = useChangeTier(username);
  const [pendingChange, setPendingChange] = useState<PendingChange | null>(null);
  const [isKeeping, setIsKeeping] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const priceOf: Record<Tier, number> = {
    rookie: 0,
    pro: profile.prices.proCents,
    all_star: profile.prices.allStarCents,
  };
  const viewer = {
    currentTier,
    isSignedIn,
    scheduledTier: options?.scheduledTier ?? null,
    isEnding: membership ? endsAtPeriodEnd(membership) : false,
  };
  // Leaving for the checkout page takes a moment after the answer: no second click meanwhile.
  const isBusy = checkout.isPending || checkout.isSuccess || change.isPending || (isPaidMember && !own.isSuccess);

  const choose = (tier: Tier, choice: PlanChoice) => {
    if (tier === "rookie") return;
    setNotice(null);
    checkout.reset();
    change.reset();
    setIsKeeping(false);
    if (choice === "subscribe") checkout.mutate({ creator: username, tier });
    if (choice === "upgrade" || choice === "switch") setPendingChange({ kind: choice, tier });
    if (choice === "keep") {
      setIsKeeping(true);
      change.mutate(tier, { onSuccess: () => setNotice({ kind: "kept", tier }) });
    }
  };

  const confirmChange = () => {
    if (!pendingChange) return;
    const { kind, tier } = pendingChange;
    change.mutate(tier, {
      onSuccess: () => {
        setPendingChange(null);
        setNotice({ kind: kind === "upgrade" ? "upgraded" : "switched", tier });
      },
    });
  };

  const keepFailed = isKeeping && change.isError;
  const detailsFailed = isPaidMember && own.isError;
  // Payouts not verified: nothing paid can be bought yet, the free follow still can.
  const isNotTaking = !profile.takesPaidMembers && !isCreator;
  const hasMessages =
    notice !== null || checkout.isError || keepFailed || options?.isPastDue || detailsFailed || isNotTaking;

  const noteFor = (tier: Tier, choice: PlanChoice) => {
    if (!membership || !periodEnd) return undefined;
    if (choice === "scheduled") return t("plans.notes.starts", { date: periodEnd });
    if (tier !== currentTier) return undefined;
    if (options?.scheduledTier)
      return t("plans.notes.switches", { plan: t(`plans.tiers.${options.scheduledTier}`), date: periodEnd });
    if (viewer.isEnding) return t("plans.notes.ends", { date: periodEnd });
    return t(membership.trialEndsAt ? "plans.notes.trialUntil" : "plans.notes.renews", { date: periodEnd });
  };

  return (
    <>
      {hasMessages && (
        <div className="mx-auto mt-6 max-w-3xl space-y-3">
          {isNotTaking && (
            <Alert tone="info">
              {t("plans.notTaking.notice", { username })}{" "}
              <Link to={`/influencer/${encodeURIComponent(username)}`} className="font-semibold underline">
                {t("plans.notTaking.followFree")}
              </Link>
            </Alert>
          )}
          {notice && (
            <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
              <Alert tone="success">
                {t(`plans.notices.${notice.kind}`, {
                  plan: t(`plans.tiers.${notice.tier}`),
                  username,
                  date: periodEnd,
                })}
              </Alert>
            </div>
          )}
          {checkout.isError && (
            <Alert tone="error">
              {t("plans.errors.subscriptionFailed", { message: t(checkoutReasonKey(checkout.error)) })}
            </Alert>
          )}
          {keepFailed && (
            <Alert tone="error">{t("plans.errors.changeFailed", { reason: t(changeReasonKey(change.error)) })}</Alert>
          )}
          {options?.isPastDue && (
            <Alert tone="error">
              {t("plans.pastDue")}{" "}
              <Link to="/dashboard/follower/settings" className="font-semibold underline">
                {t("plans.managePayments")}
              </Link>
            </Alert>
          )}
          {detailsFailed && (
            <LoadError
              message={t("plans.membershipLoadFailed")}
              onRetry={() => void own.refetch()}
              isRetrying={own.isRefetching}
            />
          )}
        </div>
      )}
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {tiers.map((tier) => {
          const choice = planChoice(tier, viewer, profile.takesPaidMembers ? "offered" : "notTaken");
          // A trial is for starting a membership, not for changing one.
          const trialDays =
            tier !== "rookie" && (choice === "subscribe" || choice === "logIn") ? profile.trialDays[tier] : 0;
          return (
            <PlanCard
              key={tier}
              tier={tier}
              priceCents={priceOf[tier]}
              isHighlighted={tier === highlighted}
              username={profile.username}
              trialDays={trialDays}
              action={
                isCreator ? undefined : (
                  <PlanAction
                    tier={tier}
                    choice={choice}
                    isDisabled={isBusy}
                    isLoading={
                      (checkout.isPending && checkout.variables?.tier === tier) ||
                      (isKeeping && change.isPending && choice === "keep")
                    }
                    onChoose={choose}
                    note={trialDays > 0 ? t("plans.trial.note", { days: trialDays }) : noteFor(tier, choice)}
                    trialDays={trialDays}
                  />
                )
              }
            />
          );
        })}
      </ul>
      {currentTier !== "rookie" && (
        <PlanChangeDialog
          change={pendingChange}
          currentTier={currentTier}
          priceCents={pendingChange ? priceOf[pendingChange.tier] : 0}
          periodEnd={periodEnd}
          isPending={change.isPending}
          error={pendingChange ? change.error : null}
          onConfirm={confirmChange}
          onClose={() => {
            setPendingChange(null);
            change.reset();
          }}
          fallbackFocus={() => noticeRef.current}
        />
      )}
    </>
  );
}
