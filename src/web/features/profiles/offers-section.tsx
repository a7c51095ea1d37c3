// The "Offers" part of "Offers and billing": the creator's offers (loading, empty, failed), New offer
// in a dialog, and End offer after a confirmation that members who redeemed it keep their price.
import { useId, useRef, useState } from "react";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { QueryStatus } from "../../ui/query-status";
import { NewOfferDialog } from "./new-offer-dialog";
import { OfferRow } from "./offer-row";
import { useEndOffer, useOwnOffers, type CreatorOffer } from "./offer-queries";

interface OffersSectionProps {
  username: string;
  monthlyCents: Record<PaidTier, number>;
}

export function OffersSection({ username, monthlyCents }: OffersSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const offers = useOwnOffers();
  const end = useEndOffer();
  const [isCreating, setIsCreating] = useState(false);
  const [ending, setEnding] = useState<CreatorOffer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const nameOf = (offer: CreatorOffer) => offer.code ?? t("offers.retention");

  const confirmEnd = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: () => {
        setDone(t("billing.offers.ended", { name: nameOf(ending) }));
        setEnding(null);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {t("billing.offers.title")}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t("billing.offers.intro")}</p>
        </div>
        <Button
          className="w-full shrink-0 sm:w-auto"
          onClick={() => {
            setDone(null);
            setIsCreating(true);
          }}
        >
          {t("billing.offers.new")}
        </Button>
      </div>
      {done && (
        <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      <QueryStatus query={offers} loading={t("billing.offers.loading")} failed={t("billing.offers.loadFailed")} />
      {offers.data &&
        (offers.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t("billing.offers.empty")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {offers.data.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                username={username}
                monthlyCents={monthlyCents}
                onEnd={(chosen) => {
                  setDone(null);
                  end.reset();
                  setEnding(chosen);
                }}
              />
            ))}
          </ul>
        ))}
      <NewOfferDialog
        isOpen={isCreating}
        monthlyCents={monthlyCents}
        onCreated={(offer) => {
          setIsCreating(false);
          setDone(t("billing.offers.created", { name: nameOf(offer) }));
        }}
        onClose={() => setIsCreating(false)}
      />
      <ConfirmDialog
        isOpen={ending !== null}
        title={t("billing.offers.endDialog.title", { name: ending ? nameOf(ending) : "" })}
        confirmLabel={t("billing.offers.endDialog.confirm")}
        keepLabel={t("billing.offers.endDialog.keep")}
        tone="danger"
        isPending={end.isPending}
        error={end.isError ? t("billing.offers.endDialog.failed") : undefined}
        onConfirm={confirmEnd}
        onClose={() => setEnding(null)}
        fallbackFocus={() => doneRef.current}
      >
        <p>{t("billing.offers.endDialog.body")}</p>
      </ConfirmDialog>
    </section>
  );
}
