// /gift/:token: the page a gift's email links to, open to anyone holding the link. Who gave what
// (the tier, for how long, with which creator), their message, what the tier unlocks, and the way to
// redeem it (redeem-actions.tsx); or why it can no longer be redeemed, or that the link is wrong.
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { ButtonLink } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { StatusCard } from "../../ui/status-card";
import { GiftTierFeatures } from "./gift-tier-features";
import { creatorName, useGiftWords } from "./gift-words";
import { useGiftPreview } from "./queries";
import { RedeemActions } from "./redeem-actions";

export function RedeemGiftPage() {
  const { t } = useTranslation();
  const words = useGiftWords();
  const token = useParams().token ?? "";
  const preview = useGiftPreview(token);

  let body;
  if (preview.isPending) {
    body = <PageSpinner />;
  } else if (preview.isError) {
    body =
      preview.error instanceof ApiError && preview.error.status === 404 ? (
        <StatusCard state="problem" title={t("gifts.redeem.notFoundTitle")} message={t("gifts.redeem.notFound")}>
          <ButtonLink to="/explore" variant="secondary">
            {t("gifts.redeem.explore")}
          </ButtonLink>
        </StatusCard>
      ) : (
        <div className="mx-auto max-w-xl px-4 py-16">
          <LoadError
            message={t("gifts.redeem.loadFailed")}
            onRetry={() => void preview.refetch()}
            isRetrying={preview.isRefetching}
          />
        </div>
      );
  } else {
    const gift = preview.data;
    const values = {
      from: gift.from ?? "",
      months: words.months(gift.months),
      tier: words.tier(gift.tier),
      creator: creatorName(gift.creator),
    };
    body = (
      <article className="mx-auto max-w-xl px-4 py-12 sm:py-16">
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl">
            {t(gift.from ? "gifts.redeem.titleFrom" : "gifts.redeem.title", values)}
          </h1>
          {gift.message && (
            <figure>
              <blockquote className="rounded-lg border-l-4 border-brand-500 bg-brand-50 px-4 py-3 break-words whitespace-pre-line text-slate-800">
                {gift.message}
              </blockquote>
              <figcaption className="mt-1 text-sm text-slate-600">
                {gift.from ? `— ${gift.from}` : t("gifts.redeem.messageLabel")}
              </figcaption>
            </figure>
          )}
          <GiftTierFeatures tier={gift.tier} />
          <RedeemActions token={token} gift={gift} />
        </div>
      </article>
    );
  }

  return (
    <div className="bg-slate-50">
      <title>{`${t("gifts.redeem.documentTitle")} · FitCreators`}</title>
      {body}
    </div>
  );
}
