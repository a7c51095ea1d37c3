// /subscription/success?session_id=…: where the provider's checkout sends the follower back.
// Shows "processing" for at least 2 s (spec) while the server reads the checkout from the
// provider, asks again while it is still open (the webhook may come before or after the
// browser), then says how it ended and where to go next.
import { useTranslation } from "../../i18n";
import { Button, ButtonLink } from "../../ui/button";
import { StatusCard } from "../../ui/status-card";
import { useCheckoutReturn } from "./checkout-return";
import { useCheckoutSync } from "./queries";

export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const { sessionId, sync, phase, failure, checkAgain } = useCheckoutReturn(useCheckoutSync);

  const support = (
    <ButtonLink to="/support" variant="ghost">
      {t("billing.checkout.contactSupport")}
    </ButtonLink>
  );
  const explore = (
    <ButtonLink to="/explore" variant="secondary">
      {t("billing.checkout.backToExplore")}
    </ButtonLink>
  );

  let body;
  if (!sessionId || (phase === "failed" && failure === "notFound")) {
    body = (
      <StatusCard
        state="problem"
        title={t("billing.checkout.notFound.title")}
        message={t("billing.checkout.notFound.text")}
      >
        {explore}
        {support}
      </StatusCard>
    );
  } else if (phase === "processing") {
    body = (
      <StatusCard
        state="processing"
        title={t("billing.checkout.processing.title")}
        message={t("billing.checkout.processing.text")}
      />
    );
  } else if (phase === "complete" && sync.data) {
    const { creator, tier } = sync.data;
    body = (
      <StatusCard
        state="success"
        title={t("billing.checkout.complete.title")}
        message={t("billing.checkout.complete.text", { plan: t(`billing.tiers.${tier}`), username: creator.username })}
      >
        <ButtonLink to="/dashboard/follower">{t("billing.checkout.complete.dashboard")}</ButtonLink>
        <ButtonLink to={`/influencer/${encodeURIComponent(creator.username)}`} variant="secondary">
          {t("billing.checkout.complete.profile", { username: creator.username })}
        </ButtonLink>
        <ButtonLink to="/explore" variant="secondary">
          {t("billing.checkout.complete.explore")}
        </ButtonLink>
        {support}
      </StatusCard>
    );
  } else if (phase === "expired" && sync.data) {
    const { creator, tier } = sync.data;
    body = (
      <StatusCard
        state="problem"
        title={t("billing.checkout.expired.title")}
        message={t("billing.checkout.expired.text")}
      >
        <ButtonLink to={`/subscription/${encodeURIComponent(creator.username)}?tier=${tier}`}>
          {t("billing.checkout.expired.again")}
        </ButtonLink>
        {explore}
        {support}
      </StatusCard>
    );
  } else if (phase === "stillOpen") {
    body = (
      <StatusCard
        state="problem"
        title={t("billing.checkout.stillOpen.title")}
        message={t("billing.checkout.stillOpen.text")}
      >
        <Button onClick={checkAgain}>{t("billing.checkout.stillOpen.checkAgain")}</Button>
        <ButtonLink to="/dashboard/follower/subscriptions" variant="secondary">
          {t("billing.checkout.stillOpen.subscriptions")}
        </ButtonLink>
        {support}
      </StatusCard>
    );
  } else if (failure === "signedOut") {
    body = (
      <StatusCard
        state="problem"
        title={t("billing.checkout.signedOut.title")}
        message={t("billing.checkout.signedOut.text")}
      >
        <ButtonLink to="/login" state={{ from: `/subscription/success?session_id=${encodeURIComponent(sessionId)}` }}>
          {t("billing.checkout.signedOut.logIn")}
        </ButtonLink>
        {support}
      </StatusCard>
    );
  } else {
    body = (
      <StatusCard
        state="problem"
        title={t("billing.checkout.failed.title")}
        message={t("billing.checkout.failed.text")}
      >
        <Button onClick={checkAgain}>{t("common.retry")}</Button>
        {explore}
        {support}
      </StatusCard>
    );
  }

  return (
    <div className="bg-slate-50">
      <title>{`${t("billing.checkout.documentTitle")} · FitCreators`}</title>
      {body}
    </div>
  );
}
