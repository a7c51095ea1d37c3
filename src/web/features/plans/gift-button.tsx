// "Give as a gift" under a creator's plan cards. A visitor logs in first and comes back with the
// dialog open (?gift=1 rides along); a member opens the dialog, which the page's slots load on first
// use. Creators give no gifts, so the page leaves the button out for them.
import { Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { loginReturningTo } from "../../lib/login-link";
import { useSession } from "../../lib/session";
import { Button, ButtonLink } from "../../ui/button";
import { usePlanSlots, type PlanGiftDialogProps } from "./plan-slots";

const GIFT_PARAM = "gift";

export function GiftButton(props: Omit<PlanGiftDialogProps, "onClose" | "tier"> & { tier: PaidTier | null }) {
  const { t } = useTranslation();
  const { GiftDialog } = usePlanSlots();
  const session = useSession();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const viewer = session.data;
  if (session.isPending || (viewer && viewer.role !== "follower")) return null;

  const withGift = (isOpen: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (isOpen) next.set(GIFT_PARAM, "1");
    else next.delete(GIFT_PARAM);
    return next;
  };
  const setOpen = (isOpen: boolean) => setSearchParams(withGift(isOpen), { replace: true, preventScrollReset: true });
  const label = t("plans.gift.button");
  return (
    <div className="mt-8 text-center">
      {viewer ? (
        <Button variant="secondary" size="lg" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </Button>
      ) : (
        <ButtonLink to={loginReturningTo(`${pathname}?${withGift(true)}`)} variant="secondary" size="lg">
          {label}
        </ButtonLink>
      )}
      {viewer && GiftDialog && searchParams.has(GIFT_PARAM) && (
        <Suspense fallback={null}>
          <GiftDialog {...props} tier={props.tier ?? undefined} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
