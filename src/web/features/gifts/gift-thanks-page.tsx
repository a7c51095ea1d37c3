// /gift/thanks?session_id=… (GIFT_THANKS_PATH): where the provider's checkout sends the buyer once a
// gift is paid. As the tips' thanks page: "processing" for at least 2 s while the server reads the
// checkout from the provider, asked again while it is still open, then who the gift went to, with
// the way to the buyer's gifts and back to the creator.
import { useLocation } from "react-router";
import type { GiftSyncResponse } from "../../../domain/gifts";
import { useTranslation } from "../../i18n";
import { loginReturningTo } from "../../lib/login-link";
import { Button, ButtonLink } from "../../ui/button";
import { StatusCard } from "../../ui/status-card";
import { useCheckoutReturn } from "../billing";
import { creatorName, useGiftWords } from "./gift-words";
import { useGiftSync } from "./queries";

const profilePath = (username: string) => `/influencer/${encodeURIComponent(username.toLowerCase())}`;

function BackToProfile({ gift, variant }: { gift: GiftSyncResponse["gift"]; variant?: "secondary" }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={profilePath(gift.creator.username)} variant={variant}>
      {t("gifts.thanks.backToProfile", { creator: creatorName(gift.creator) })}
    </ButtonLink>
  );
}

export function GiftThanksPage() {
  const { t } = useTranslation();
  const words = useGiftWords();
  const { pathname } = useLocation();
  const { sessionId, sync, phase, failure, checkAgain } = useCheckoutReturn(useGiftSync);
  const gift = sync.data?.gift;

  const support = (
    <ButtonLink to="/support" variant="ghost">
      {t("gifts.thanks.contactSupport")}
    </ButtonLink>
  );
  const yourGifts = (
    <ButtonLink to="/dashboard/follower/gifts" variant="secondary">
      {t("gifts.thanks.yourGifts")}
    </ButtonLink>
  );

  let body;
  if (!sessionId || (phase === "failed" && failure === "notFound")) {
    body = (
      <StatusCard state="problem" title={t("gifts.thanks.notFound.title")} message={t("gifts.thanks.notFound.text")}>
        {yourGifts}
        {support}
      </StatusCard>
    );
  } else if (phase === "processing") {
    body = (
      <StatusCard
        state="processing"
        title={t("gifts.thanks.processing.title")}
        message={t("gifts.thanks.processing.text")}
      />
    );
  } else if (phase === "complete" && gift) {
    body = (
      <StatusCard
        state="success"
        title={t("gifts.thanks.complete.title")}
        message={t("gifts.thanks.complete.text", {
          email: gift.recipientEmail,
          months: words.months(gift.months),
          tier: words.tier(gift.tier),
          creator: creatorName(gift.creator),
        })}
      >
        <ButtonLink to="/dashboard/follower/gifts">{t("gifts.thanks.yourGifts")}</ButtonLink>
        <BackToProfile gift={gift} variant="secondary" />
      </StatusCard>
    );
  } else if (phase === "expired" && gift) {
    body = (
      <StatusCard state="problem" title={t("gifts.thanks.expired.title")} message={t("gifts.thanks.expired.text")}>
        <ButtonLink to={`/subscription/${encodeURIComponent(gift.creator.username.toLowerCase())}`}>
          {t("gifts.thanks.expired.tryAgain", { creator: creatorName(gift.creator) })}
        </ButtonLink>
        {yourGifts}
        {support}
      </StatusCard>
    );
  } else if (phase === "stillOpen") {
    body = (
      <StatusCard state="problem" title={t("gifts.thanks.stillOpen.title")} message={t("gifts.thanks.stillOpen.text")}>
        <Button onClick={checkAgain}>{t("gifts.thanks.stillOpen.checkAgain")}</Button>
        {gift && <BackToProfile gift={gift} variant="secondary" />}
        {support}
      </StatusCard>
    );
  } else if (failure === "signedOut") {
    body = (
      <StatusCard state="problem" title={t("gifts.thanks.signedOut.title")} message={t("gifts.thanks.signedOut.text")}>
        <ButtonLink to={loginReturningTo(`${pathname}?session_id=${encodeURIComponent(sessionId)}`)}>
          {t("gifts.thanks.signedOut.logIn")}
        </ButtonLink>
        {support}
      </StatusCard>
    );
  } else {
    body = (
      <StatusCard state="problem" title={t("gifts.thanks.failed.title")} message={t("gifts.thanks.failed.text")}>
        <Button onClick={checkAgain}>{t("common.retry")}</Button>
        {yourGifts}
        {support}
      </StatusCard>
    );
  }

  return (
    <div className="bg-slate-50">
      <title>{`${t("gifts.thanks.documentTitle")} · FitCreators`}</title>
      {body}
    </div>
  );
}
