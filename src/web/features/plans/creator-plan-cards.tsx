// One creator's three plans with what this viewer can do on each: subscribe through the
// provider's checkout, upgrade at once, switch at the period end, or keep their plan; billed
// monthly or, where the creator sells it, yearly (the Billing period switch, ?interval=). While a
// pause is set nothing can be bought or changed (the server refuses): the page says why. An offer
// code's tier is shown and sold monthly at the offer price, without a free trial.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { samePlan, type BillingInterval, type Plan } from "../../../domain/billing-intervals";
import { tiers, type PaidTier, type Tier } from "../../../domain/memberships";
import { discountedCents, type PublicOffer } from "../../../domain/offers";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";
import { useStartCheckout } from "../billing";
import type { PublicProfile } from "../creators";
import { useFormatDate } from "../../lib/format-date";
import { creatorKeys } from "../../lib/query-keys";
import { endsAtPeriodEnd, membershipOptions } from "../memberships";
import { findMembership, useChangeTier, useOwnMemberships } from "../memberships";
import { BillingPeriodSwitch } from "./billing-period-switch";
import { cardPlan, sellsYearly, shownInterval } from "./billing-view";
import { changeReasonKey, checkoutReasonKey, isOfferRefused, isPlanNotOffered } from "./error-messages";
import { PlanAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { PlanChangeDialog } from "./plan-change-dialog";
import {
  changeCopy,
  changeShape,
  currentPlanOf,
  planChoice,
  type PendingChange,
  type PlanChoice,
  type ViewerPlan,
} from "./plan-choice";

// How long an offer's price lasts, worded with the offer code's notice (loaded once there is a code).
const OfferPriceTerms = lazy(() => import("./offer-code").then((module) => ({ default: module.OfferPriceTerms })));

interface CreatorPlanCardsProps {
  profile: PublicProfile;
  highlighted: PaidTier | null;
  isSignedIn: boolean;
  /** Creators do not subscribe, so they see the plans without buttons. */
  isCreator: boolean;
  /** The offer of the code on the page (offer-plan-cards.tsx), for starting a paid membership. */
  offer?: PublicOffer | null;
  /** A checkout refused the offer (ended, used up): the page reads it again. */
  onOfferRefused?: () => void;
}

/** What the last change did, worded from the plan before it (`from`) to the plan after (`to`). */
type Notice = { kind: "upgraded" | "switched" | "kept"; from: Plan; to: Plan; date: string };

export function CreatorPlanCards(props: CreatorPlanCardsProps) {
  const { profile, highlighted, isSignedIn, isCreator, offer = null, onOfferRefused } = props;
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { username } = profile;
  // No membership means the free content is what the viewer has.
  const currentTier: Tier = profile.viewer.tier ?? "rookie";
  const isFollower = isSignedIn && !isCreator && profile.viewer.tier !== null;
  const isPaidMember = isFollower && currentTier !== "rookie";
  // Renewal date, billing, cancellation, a scheduled switch and a pause come with the follower's own
  // list; a paused member is a free follower meanwhile, so every follower's is read.
  const own = useOwnMemberships({ enabled: isFollower });
  const membership = isFollower ? findMembership(own.data, username) : undefined;
  const options = membership ? membershipOptions(membership) : undefined;
  const periodEnd = membership?.renewsAt ? formatDate(membership.renewsAt) : "";
  const pause = membership?.isActive ? membership.pause : null;
  // A gift with no paid plan behind it: nothing to buy or change until it ends (the server refuses).
  const giftEndsAt = options?.isGift ? membership?.giftEndsAt : null;

  const [searchParams, setSearchParams] = useSearchParams();
  // The choice is kept in state as well as in the URL: the URL's update comes a moment later, and
  // the radio must follow the click at once.
  const [chosenView, setChosenView] = useState<BillingInterval | null>(null);
  const hasYearly = sellsYearly(profile.yearlyPlans);
  const view = shownInterval(profile.yearlyPlans, chosenView ?? searchParams.get("interval"), membership?.interval);
  const chooseView = (interval: BillingInterval) => {
    setChosenView(interval);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set("interval", interval);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const checkout = useStartCheckout();
  const change = useChangeTier(username);
  const queryClient = useQueryClient();
  // A yearly plan the creator stopped selling since the page loaded: show what they sell now.
  const refreshOffers = (error: unknown) => {
    if (isPlanNotOffered(error)) void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    if (isOfferRefused(error)) onOfferRefused?.();
  };
  const [pendingChange, setPendingChange] = useState<PendingChange | null>(null);
  const [isKeeping, setIsKeeping] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const monthlyCents: Record<Tier, number> = {
    rookie: 0,
    pro: profile.prices.proCents,
    all_star: profile.prices.allStarCents,
  };
  const priceOf = (plan: Plan) =>
    plan.interval === "year" ? (profile.yearlyPlans[plan.tier]?.priceCents ?? 0) : monthlyCents[plan.tier];
  // An offer is for starting a paid membership, billed monthly: its card stays monthly in either view.
  const offerTier = offer && currentTier === "rookie" ? offer.tier : null;
  const cards = tiers.map((tier) =>
    cardPlan(tier, tier === offerTier ? "month" : view, monthlyCents, profile.yearlyPlans),
  );
  const viewer: ViewerPlan = {
    currentTier,
    currentInterval: membership?.interval ?? "month",
    isSignedIn,
    scheduled: options?.scheduledTier
      ? { tier: options.scheduledTier, interval: options.scheduledInterval ?? "month" }
      : null,
    isEnding: membership ? endsAtPeriodEnd(membership) : false,
    pausedTier: pause?.phase === "paused" ? pause.tier : null,
  };
  const current = currentPlanOf(viewer);
  // Leaving for the checkout page takes a moment after the answer: no second click meanwhile.
  const isBusy =
    checkout.isPending ||
    checkout.isSuccess ||
    change.isPending ||
    (isPaidMember && !own.isSuccess) ||
    // A free follower may be paused: nothing to buy until the list says.
    (isFollower && own.isPending);

  const choose = (plan: Plan, choice: PlanChoice) => {
    setNotice(null);
    checkout.reset();
    change.reset();
    setIsKeeping(false);
    if (choice === "subscribe") {
      const code = offer && plan.tier === offerTier ? { offer: offer.code } : {};
      checkout.mutate(
        { creator: username, tier: plan.tier, interval: plan.interval, ...code },
        { onError: refreshOffers },
      );
    }
    if (choice === "upgrade" || choice === "switch") setPendingChange({ kind: choice, plan });
    if (choice === "keep" && current && viewer.scheduled) {
      const from = viewer.scheduled;
      setIsKeeping(true);
      change.mutate(plan, { onSuccess: () => setNotice({ kind: "kept", from, to: plan, date: periodEnd }) });
    }
  };

  const confirmChange = () => {
    if (!pendingChange || !current) return;
    const { kind, plan } = pendingChange;
    change.mutate(plan, {
      onSuccess: ({ membership: changed }) => {
        setPendingChange(null);
        // An upgrade to yearly starts a new period: its end is in the answer.
        const date = changed?.renewsAt ? formatDate(changed.renewsAt) : periodEnd;
        setNotice({ kind: kind === "upgrade" ? "upgraded" : "switched", from: current, to: plan, date });
      },
      onError: refreshOffers,
    });
  };

  const keepFailed = isKeeping && change.isError;
  const detailsFailed = isPaidMember && own.isError;
  // Payouts not verified: nothing paid can be bought yet, the free follow still can.
  const isNotTaking = !profile.takesPaidMembers && !isCreator;
  const hasMessages =
    notice !== null ||
    checkout.isError ||
    keepFailed ||
    options?.isPastDue ||
    detailsFailed ||
    isNotTaking ||
    pause !== null ||
    Boolean(giftEndsAt);

  const noteFor = (plan: Plan, choice: PlanChoice) => {
    if (choice === "paused" && pause) return t("plans.notes.resumes", { date: formatDate(pause.resumesAt) });
    if (!membership || !periodEnd || !current) return undefined;
    if (choice === "scheduled") return t("plans.notes.starts", { date: periodEnd });
    if (!samePlan(plan, current)) return undefined;
    const next = viewer.scheduled;
    if (next) {
      const shape = changeShape(current, next);
      const values = { plan: t(`plans.tiers.${next.tier}`), date: periodEnd };
      if (shape === "tier") return t("plans.notes.switches", values);
      return t(`plans.notes.${shape === "interval" ? "switchesBilling" : "switchesBilled"}.${next.interval}`, values);
    }
    if (viewer.isEnding) return t("plans.notes.ends", { date: periodEnd });
    if (pause?.phase === "scheduled") return t("plans.notes.pauses", { date: periodEnd });
    return t(membership.trialEndsAt ? "plans.notes.trialUntil" : "plans.notes.renews", { date: periodEnd });
  };

  const noticeText = (shown: Notice) => {
    const values = { plan: t(`plans.tiers.${shown.to.tier}`), username, date: shown.date };
    if (shown.kind === "kept") {
      // `from` is the plan that was scheduled; keeping the current one undoes it.
      const shape = changeShape(shown.from, shown.to);
      return shape === "interval"
        ? t(`plans.notices.keptBilling.${shown.to.interval}`, values)
        : t("plans.notices.kept", values);
    }
    const copy = changeCopy(shown.kind === "upgraded" ? "upgrade" : "switch", shown.from, shown.to);
    // A change of tier alone keeps the words it had before yearly plans: notices.upgraded, notices.switched.
    return t(`plans.notices.${copy === "upgrade" || copy === "switch" ? shown.kind : copy}`, values);
  };

  return (
    <>
      {hasMessages && (
        <div className="mx-auto mt-6 max-w-3xl space-y-3">
          {pause && (
            <Alert tone="info">
              {pause.phase === "paused"
                ? t("plans.pause.paused", {
                    plan: t(`plans.tiers.${pause.tier}`),
                    date: formatDate(pause.resumesAt),
                  })
                : `${t("plans.pause.scheduled", { date: formatDate(pause.startsAt) })} ${t("plans.pause.undoToChange")}`}{" "}
              <Link to="/dashboard/follower/subscriptions" className="font-semibold underline">
                {t("plans.pause.manage")}
              </Link>
            </Alert>
          )}
          {giftEndsAt && (
            <Alert tone="info">
              {t("plans.gift.member", { plan: t(`plans.tiers.${currentTier}`), date: formatDate(giftEndsAt) })}
            </Alert>
          )}
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
              <Alert tone="success">{noticeText(notice)}</Alert>
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
      {hasYearly && <BillingPeriodSwitch value={view} onChange={chooseView} />}
      <ul className={hasYearly ? "mt-8 grid gap-6 md:grid-cols-3" : "mt-10 grid gap-6 md:grid-cols-3"}>
        {cards.map(({ plan, priceCents, yearly, isMonthlyOnly }) => {
          const { tier } = plan;
          const choice = planChoice(plan, viewer, profile.takesPaidMembers ? "offered" : "notTaken");
          const cardOffer = offer && tier === offerTier ? offer : null;
          // A trial is for starting a membership, not for changing one; an offer's price comes without one.
          const trialDays =
            tier !== "rookie" && !cardOffer && (choice === "subscribe" || choice === "logIn")
              ? profile.trialDays[tier]
              : 0;
          const paidPlan = tier === "rookie" ? null : { tier, interval: plan.interval };
          // Keep words what keeping undoes (the scheduled plan); the others, what the change alters.
          const shape =
            current && paidPlan
              ? changeShape(current, choice === "keep" && viewer.scheduled ? viewer.scheduled : paidPlan)
              : "tier";
          return (
            <PlanCard
              key={tier}
              tier={tier}
              priceCents={priceCents}
              interval={plan.interval}
              yearly={yearly}
              isMonthlyOnly={isMonthlyOnly}
              isHighlighted={tier === highlighted}
              username={profile.username}
              trialDays={trialDays}
              offer={
                cardOffer
                  ? {
                      code: cardOffer.code,
                      priceCents: discountedCents(priceCents, cardOffer.discount),
                      terms: (
                        <Suspense fallback={null}>
                          <OfferPriceTerms offer={cardOffer} fullCents={priceCents} isYearlyView={view === "year"} />
                        </Suspense>
                      ),
                    }
                  : undefined
              }
              action={
                isCreator || (giftEndsAt && choice !== "current" && choice !== "included") ? undefined : (
                  <PlanAction
                    tier={tier}
                    interval={plan.interval}
                    choice={choice}
                    shape={shape}
                    isDisabled={isBusy || pause !== null}
                    isLoading={
                      (checkout.isPending && checkout.variables?.tier === tier) ||
                      (isKeeping && change.isPending && choice === "keep")
                    }
                    onChoose={() => paidPlan && choose(paidPlan, choice)}
                    note={
                      giftEndsAt
                        ? undefined
                        : trialDays > 0
                          ? t("plans.trial.note", { days: trialDays })
                          : paidPlan
                            ? noteFor(paidPlan, choice)
                            : undefined
                    }
                    trialDays={trialDays}
                  />
                )
              }
            />
          );
        })}
      </ul>
      {current && (
        <PlanChangeDialog
          change={pendingChange}
          current={current}
          priceCents={pendingChange ? priceOf(pendingChange.plan) : 0}
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
