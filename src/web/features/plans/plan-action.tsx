// The button at the bottom of a plan card for this viewer. Paid checkout is not built yet, so
// signed-in followers see the paid plans disabled (the page explains why).
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n";
import type { Tier } from "../../../domain/memberships";
import { Button, ButtonLink } from "../../ui/button";
import { isBelow } from "./plan-features";

interface PlanActionProps {
  tier: Tier;
  /** The viewer's tier with this creator; no membership counts as the free plan. */
  currentTier: Tier;
  isSignedIn: boolean;
}

export function PlanAction({ tier, currentTier, isSignedIn }: PlanActionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const wide = "w-full";

  if (tier === currentTier) {
    return (
      <Button variant="secondary" disabled className={wide}>
        {t("plans.actions.currentPlan")}
      </Button>
    );
  }
  if (isBelow(tier, currentTier)) {
    return (
      <Button variant="secondary" disabled className={wide}>
        {t("plans.actions.included")}
      </Button>
    );
  }
  if (!isSignedIn) {
    return (
      <ButtonLink to="/login" state={{ from: location.pathname + location.search }} variant={tier === "pro" ? "primary" : "secondary"} className={wide}>
        {t("plans.actions.logInToSubscribe")}
      </ButtonLink>
    );
  }
  return (
    <Button disabled aria-describedby="plans-opening-soon" variant={tier === "pro" ? "primary" : "secondary"} className={wide}>
      {t(`plans.actions.subscribe.${tier}`)}
    </Button>
  );
}
