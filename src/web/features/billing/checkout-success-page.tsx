// /subscription/success?session_id=…: where the provider's checkout sends the follower back.
// Shows "processing" for at least 2 s (spec) while the server reads the checkout from the
// provider, asks again while it is still open (the webhook may come before or after the
// browser), then says how it ended and where to go next.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Button, ButtonLink } from "../../ui/button";
import { checkoutPhase, MIN_PROCESSING_MS, useMinimumWait } from "./checkout-sync";
import { StatusCard } from "../../ui/status-card";
import { useCheckoutSync } from "./queries";

const failureOf = (error: unknown) => {
  if (error instanceof ApiError && (error.code === "checkout_not_found" || error.status === 404)) return "notFound";
  if (error instanceof ApiError && error.status === 401) return "signedOut";
  return "failed";
};

export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const sessionId = useSearchParams()[0].get("session_id")?.trim() ?? "";
  // Each "check again" starts a new round of answers.
  const [round, setRound] = useState(0);
  const hasWaited = useMinimumWait(MIN_PROCESSING_MS);
  const sync = useCheckoutSync(sessionId, round);
  const phase = checkoutPhase({ hasWaited, isError: sync.isError, data: sync.data, answers: sync.answers });
  const checkAgain = () => setRound((current) => current + 1);

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
  if (!sessionId || (phase === "failed" && failureOf(sync.error) === "notFound")) {
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
  } else if (failureOf(sync.error) === "signedOut") {
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
