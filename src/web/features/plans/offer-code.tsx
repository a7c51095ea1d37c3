// The plan page's offer code, loaded only once there is a code or the visitor asks to type one (most
// visits have neither): the offer a code stands for, named with what it gives, or why the code
// can't be used; how long the offer's price lasts, on its plan's card; and the form that applies a
// typed code.
import { useState, type FormEvent } from "react";
import { normalizeOfferCode, type PublicOffer } from "../../../domain/offers";
import { useTranslation } from "../../i18n";
import { knownReason } from "../../lib/error-reason";
import { useFormatDate } from "../../lib/format-date";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { useOfferWords } from "../../ui/offer-words";

// Here rather than in error-messages.ts, which the plan page loads at once: only this file words them.
const offerCodes = ["offer_not_found", "offer_ended", "offer_used_up"] as const;

/** plans.offer.errors.<code>: why an offer code can't be used now, or .unknown when it could not be checked. */
const offerReasonKey = (error: unknown) => `plans.offer.errors.${knownReason(error, offerCodes)}`;

interface OfferNoticeProps {
  username: string;
  offer: { data?: PublicOffer; error: unknown; isError: boolean; isPending: boolean };
  /** Already a paid member: a code is for starting a paid membership. */
  isPaidMember: boolean;
  onRemove: () => void;
}

/** What the code in the address stands for, or why it can't be used. */
export function OfferNotice({ username, offer, isPaidMember, onRemove }: OfferNoticeProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const words = useOfferWords();
  if (offer.isPending) {
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        {t("plans.offer.checking")}
      </p>
    );
  }
  // A refused checkout reads the offer again: when that fails, the last answer is stale.
  if (offer.isError || !offer.data) return <Alert tone="error">{t(offerReasonKey(offer.error))}</Alert>;
  const { data } = offer;
  return (
    <Alert tone={isPaidMember ? "info" : "success"}>
      <p>
        {t("plans.offer.applied", {
          code: data.code,
          terms: words.terms(data.discount, data.months),
          plan: t(`plans.tiers.${data.tier}`),
        })}
        {data.endsAt && ` ${t("plans.offer.until", { date: formatDate(data.endsAt) })}`}
        {isPaidMember && ` ${t("plans.offer.newMembersOnly", { username })}`}
      </p>
      <button type="button" onClick={onRemove} className="mt-1 font-semibold underline">
        {t("plans.offer.remove")}
      </button>
    </Alert>
  );
}

/** "$4.99/month for 3 months, then $9.99/month", and that the offer is monthly in the Yearly view. */
export function OfferPriceTerms({
  offer,
  fullCents,
  isYearlyView,
}: {
  offer: PublicOffer;
  fullCents: number;
  isYearlyView: boolean;
}) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const terms = words.price(fullCents, offer.discount, offer.months);
  return isYearlyView ? `${terms} ${t("plans.offer.monthly")}` : terms;
}

/** "Offer code" and Apply: the typed code, upper-cased, goes into the address. */
export function OfferCodeForm({
  id,
  initialCode,
  onApply,
}: {
  id: string;
  initialCode: string;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialCode);
  const [isEmpty, setIsEmpty] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeOfferCode(typed);
    setIsEmpty(code === "");
    if (code) onApply(code);
  };
  return (
    <form
      id={id}
      onSubmit={apply}
      noValidate
      className="mx-auto flex max-w-md flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          label={t("plans.offer.code")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          error={isEmpty ? t("plans.offer.errors.empty") : undefined}
        />
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-6">
        {t("plans.offer.apply")}
      </Button>
    </form>
  );
}
