// The button at the bottom of a plan card for this viewer (see plan-choice.ts), with a line on
// when their plan renews, ends or changes.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n";
import type { BillingInterval } from "../../../domain/billing-intervals";
import type { Tier } from "../../../domain/memberships";
import { Button, ButtonLink } from "../../ui/button";
import { loginReturningTo } from "../../lib/login-link";
import type { ChangeShape, PlanChoice } from "./plan-choice";

interface PlanActionProps {
  tier: Tier;
  /** How the card's plan is billed. */
  interval?: BillingInterval;
  choice: PlanChoice;
  /**
   * What a change to this plan alters (upgrade, switch), or what keeping it undoes (keep): only the
   * billing reads "Switch to yearly"; the tier and the billing, "Upgrade to ALL STAR yearly".
   */
  shape?: ChangeShape;
  /** Another request is under way (or the membership is still loading): nothing else may start. */
  isDisabled: boolean;
  /** This card's own request is under way. */
  isLoading: boolean;
  onChoose: (tier: Tier, choice: PlanChoice) => void;
  /** When the plan renews, ends or starts. */
  note?: ReactNode;
  /** The free trial a new subscription starts with (0: none). */
  trialDays?: number;
}

export function PlanAction({
  tier,
  interval = "month",
  choice,
  shape = "tier",
  isDisabled,
  isLoading,
  onChoose,
  note,
  trialDays = 0,
}: PlanActionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const wide = "w-full";
  const plan = t(`plans.tiers.${tier}`);
  const variant = tier === "pro" ? "primary" : "secondary";
  const changeLabel = (kind: "upgrade" | "switch" | "keep") => {
    if (shape === "tier") return t(`plans.actions.${kind}`, { plan });
    if (kind === "keep") return t(`plans.actions.keepBilling.${interval}`);
    return shape === "interval"
      ? t(`plans.actions.billing.${interval}`)
      : t(`plans.actions.${kind}Billed.${interval}`, { plan });
  };

  let action: ReactNode;
  switch (choice) {
    case "current":
    case "included":
    case "scheduled":
    case "paused":
      action = (
        <Button variant="secondary" disabled className={wide}>
          {t(`plans.actions.${choice === "current" ? "currentPlan" : choice}`)}
        </Button>
      );
      break;
    case "notTaking":
      action = (
        <p className="rounded-lg bg-slate-100 px-3 py-2.5 text-center text-sm font-semibold text-slate-600">
          {t("plans.actions.notTaking")}
        </p>
      );
      break;
    case "pickCreator":
      action = (
        <ButtonLink to="/explore" variant={variant} className={wide}>
          {t("plans.actions.pickCreator")}
        </ButtonLink>
      );
      break;
    case "logIn":
      action = (
        <ButtonLink to={loginReturningTo(location.pathname + location.search)} variant={variant} className={wide}>
          {t("plans.actions.logInToSubscribe")}
        </ButtonLink>
      );
      break;
    default:
      action = (
        <Button
          variant={choice === "switch" ? "secondary" : choice === "keep" ? "primary" : variant}
          disabled={isDisabled}
          isLoading={isLoading}
          onClick={() => onChoose(tier, choice)}
          className={wide}
        >
          {choice !== "subscribe"
            ? changeLabel(choice)
            : trialDays > 0
              ? t("plans.actions.startTrial", { plan, days: trialDays })
              : t(`plans.actions.subscribe.${tier}`)}
        </Button>
      );
  }
  return (
    <>
      {action}
      {note && <p className="mt-2 text-center text-sm text-slate-600">{note}</p>}
    </>
  );
}
