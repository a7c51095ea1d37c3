// /purchase/thanks?session_id=… (PURCHASE_THANKS_PATH):
// where the provider's checkout sends the member once a tip, or a post bought, is paid. As the
// subscription's return page: "processing" for at least 2 s while the server reads the checkout
// from the provider, asked again while it is still open, then thanks and the way back to the post,
// profile or conversation the tip was sent from (tipReturnPath), or to the post bought.
import { useLocation } from "react-router";
import type { PurchaseSyncResponse } from "../../../domain/purchases";
import { tipReturnPath } from "../../../domain/tips";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Button, ButtonLink } from "../../ui/button";
import { StatusCard } from "../../ui/status-card";
import { useCheckoutReturn } from "../billing";
import { usePurchaseSync } from "./queries";

/** The way back: to where the member tipped from, named for that place, or to the post bought. */
function BackLink({ purchase, variant }: { purchase: PurchaseSyncResponse; variant?: "secondary" }) {
  const { t } = useTranslation();
  const { creator, postId } = purchase;
  const name = creator.name || creator.username;
  if (purchase.kind !== "tip" || purchase.place === null) {
    const profile = `/influencer/${encodeURIComponent(creator.username.toLowerCase())}`;
    return (
      <ButtonLink to={postId ? `${profile}?post=${encodeURIComponent(postId)}` : profile} variant={variant}>
        {t(
          postId
            ? purchase.status === "complete"
              ? "tips.thanks.back.boughtPost"
              : "tips.thanks.back.post"
            : "tips.thanks.back.profile",
          { name },
        )}
      </ButtonLink>
    );
  }
  const place = purchase.place;
  return (
    <ButtonLink to={tipReturnPath({ creator: creator.username, place, postId })} variant={variant}>
      {t(`tips.thanks.back.${place}`, { name })}
    </ButtonLink>
  );
}

export function PurchaseThanksPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { pathname } = useLocation();
  const { sessionId, sync, phase, failure, checkAgain } = useCheckoutReturn(usePurchaseSync);

  const support = (
    <ButtonLink to="/support" variant="ghost">
      {t("tips.thanks.contactSupport")}
    </ButtonLink>
  );
  const explore = (
    <ButtonLink to="/explore" variant="secondary">
      {t("tips.thanks.explore")}
    </ButtonLink>
  );

  let body;
  if (!sessionId || (phase === "failed" && failure === "notFound")) {
    body = (
      <StatusCard state="problem" title={t("tips.thanks.notFound.title")} message={t("tips.thanks.notFound.text")}>
        {explore}
        {support}
      </StatusCard>
    );
  } else if (phase === "processing") {
    body = (
      <StatusCard
        state="processing"
        title={t("tips.thanks.processing.title")}
        message={t("tips.thanks.processing.text")}
      />
    );
  } else if (phase === "complete" && sync.data) {
    const { creator, amountCents, kind } = sync.data;
    body = (
      <StatusCard
        state="success"
        title={t("tips.thanks.complete.title")}
        message={t(`tips.thanks.complete.${kind === "tip" ? "tip" : "post"}`, {
          amount: format.money(amountCents),
          name: creator.name || creator.username,
        })}
      >
        <BackLink purchase={sync.data} />
        {explore}
      </StatusCard>
    );
  } else if (phase === "expired" && sync.data) {
    body = (
      <StatusCard
        state="problem"
        title={t(`tips.thanks.expired.${sync.data.kind === "tip" ? "tip" : "post"}`)}
        message={t("tips.thanks.expired.text")}
      >
        <BackLink purchase={sync.data} />
        {explore}
        {support}
      </StatusCard>
    );
  } else if (phase === "stillOpen") {
    body = (
      <StatusCard state="problem" title={t("tips.thanks.stillOpen.title")} message={t("tips.thanks.stillOpen.text")}>
        <Button onClick={checkAgain}>{t("tips.thanks.stillOpen.checkAgain")}</Button>
        {sync.data && <BackLink purchase={sync.data} variant="secondary" />}
        {support}
      </StatusCard>
    );
  } else if (failure === "signedOut") {
    body = (
      <StatusCard state="problem" title={t("tips.thanks.signedOut.title")} message={t("tips.thanks.signedOut.text")}>
        <ButtonLink to="/login" state={{ from: `${pathname}?session_id=${encodeURIComponent(sessionId)}` }}>
          {t("tips.thanks.signedOut.logIn")}
        </ButtonLink>
        {support}
      </StatusCard>
    );
  } else {
    body = (
      <StatusCard state="problem" title={t("tips.thanks.failed.title")} message={t("tips.thanks.failed.text")}>
        <Button onClick={checkAgain}>{t("common.retry")}</Button>
        {explore}
        {support}
      </StatusCard>
    );
  }

  return (
    <div className="bg-slate-50">
      <title>{`${t("tips.thanks.documentTitle")} · FitCreators`}</title>
      {body}
    </div>
  );
}
