// What the person holding a redeem link can do with it: a visitor creates an account or logs in and
// comes back here; a member redeems it and is told until when the tier is theirs; a creator account
// is told gifts are for members. Why redeeming failed shows above the button.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { GiftPreview } from "../../../domain/gifts";
import { paidTiers } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { loginReturningTo, returnParam } from "../../lib/login-link";
import { useSession } from "../../lib/session";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { isRedeemFinal, redeemErrorKey } from "./gift-errors";
import { creatorName, useGiftWords } from "./gift-words";
import { useRedeemGift } from "./queries";

interface RedeemActionsProps {
  token: string;
  gift: GiftPreview;
}

const actionRow = "flex flex-col gap-3 sm:flex-row sm:flex-wrap";

export function RedeemActions({ token, gift }: RedeemActionsProps) {
  const { t } = useTranslation();
  const words = useGiftWords();
  const formatDate = useFormatDate();
  const { pathname } = useLocation();
  const session = useSession();
  const redeem = useRedeemGift(token);
  const doneRef = useRef<HTMLDivElement>(null);
  const creator = creatorName(gift.creator);

  // The button goes away once redeemed: focus moves to what it did.
  const isDone = redeem.isSuccess;
  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);

  if (redeem.data) {
    const { data } = redeem;
    const values = {
      tier: words.tier(data.tier),
      creator: creatorName(data.creator),
      date: formatDate(data.endsAt),
    };
    return (
      <div ref={doneRef} tabIndex={-1} className="space-y-4 focus:outline-none">
        <Alert tone="success">
          {t(data.extendedPaidMembership ? "gifts.redeem.extended" : "gifts.redeem.success", values)}
        </Alert>
        <ButtonLink to={`/influencer/${encodeURIComponent(data.creator.username.toLowerCase())}`}>
          {t("gifts.redeem.goToProfile", { creator: values.creator })}
        </ButtonLink>
      </div>
    );
  }
  if (gift.status !== "ready") {
    return <Alert tone="info">{t(`gifts.redeem.${gift.status}`)}</Alert>;
  }
  if (session.isPending) return null;
  if (!session.data) {
    return (
      <div className="space-y-3">
        <p className="text-slate-700">{t("gifts.redeem.signedOut")}</p>
        <div className={actionRow}>
          <ButtonLink to={`/register?${new URLSearchParams({ [returnParam]: pathname })}`}>
            {t("gifts.redeem.register")}
          </ButtonLink>
          <ButtonLink to={loginReturningTo(pathname)} variant="secondary">
            {t("gifts.redeem.logIn")}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (session.data.role !== "follower") return <Alert tone="info">{t("gifts.redeem.creatorAccount")}</Alert>;

  // The member's other tier with the creator, which a gift of this one cannot be added to.
  const otherTier = paidTiers.find((tier) => tier !== gift.tier) ?? gift.tier;
  const isFinal = redeem.isError && isRedeemFinal(redeem.error);
  return (
    <div className="space-y-3">
      {redeem.isError && (
        <Alert tone="error">{t(redeemErrorKey(redeem.error), { creator, tier: words.tier(otherTier) })}</Alert>
      )}
      {!isFinal && (
        <Button size="lg" isLoading={redeem.isPending} onClick={() => redeem.mutate()} className="w-full sm:w-auto">
          {t(redeem.isPending ? "gifts.redeem.redeeming" : "gifts.redeem.redeem")}
        </Button>
      )}
    </div>
  );
}
