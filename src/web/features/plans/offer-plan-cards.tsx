// A creator's plan cards with an offer code (?offer=CODE, from an offer link or typed on the page):
// the offer is looked up, named above the cards, and its tier's card shows and checks out at the
// offer price. The code lives in the address, so a link and a typed code are one thing and a reload
// or a login keeps it. What shows the code (offer-code.tsx) loads only when there is one to show.
import { lazy, Suspense, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { normalizeOfferCode } from "../../../domain/offers";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import type { PublicProfile } from "../creators";
import { CreatorPlanCards } from "./creator-plan-cards";
import { usePublicOffer } from "./offer-queries";

const OfferNotice = lazy(() => import("./offer-code").then((module) => ({ default: module.OfferNotice })));
const OfferCodeForm = lazy(() => import("./offer-code").then((module) => ({ default: module.OfferCodeForm })));

interface OfferPlanCardsProps {
  profile: PublicProfile;
  highlighted: PaidTier | null;
  isSignedIn: boolean;
  isCreator: boolean;
}

export function OfferPlanCards(props: OfferPlanCardsProps) {
  const { t } = useTranslation();
  const { username } = props.profile;
  const formId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = normalizeOfferCode(searchParams.get("offer") ?? "") || null;
  const offer = usePublicOffer(username, code);
  const [isOpen, setIsOpen] = useState(false);
  const isPaidMember = props.profile.viewer.tier === "pro" || props.profile.viewer.tier === "all_star";
  // Only someone who could start a paid membership here has a use for a code.
  const canRedeem = !props.isCreator && !isPaidMember && props.profile.takesPaidMembers;
  // A code that can't be used is at hand to correct.
  const isFormShown = canRedeem && (isOpen || (code !== null && offer.isError));

  const setCode = (next: string | null) =>
    setSearchParams(
      (params) => {
        const changed = new URLSearchParams(params);
        if (next) changed.set("offer", next);
        else changed.delete("offer");
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <div className="mx-auto mt-6 max-w-3xl space-y-3">
        {code !== null && (
          <Suspense fallback={null}>
            <OfferNotice username={username} offer={offer} isPaidMember={isPaidMember} onRemove={() => setCode(null)} />
          </Suspense>
        )}
        {canRedeem && (
          <div className="text-center">
            <button
              type="button"
              aria-expanded={isFormShown}
              aria-controls={formId}
              onClick={() => setIsOpen(!isFormShown)}
              className="rounded py-2.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              {t("plans.offer.toggle")}
            </button>
          </div>
        )}
        {isFormShown && (
          <Suspense fallback={null}>
            <OfferCodeForm
              // A new code in the address starts the box from it.
              key={code ?? ""}
              id={formId}
              initialCode={code ?? ""}
              onApply={(next) => (next === code ? void offer.refetch() : setCode(next))}
            />
          </Suspense>
        )}
      </div>
      <CreatorPlanCards
        {...props}
        offer={code !== null && offer.isSuccess ? offer.data : null}
        onOfferRefused={() => void offer.refetch()}
      />
    </>
  );
}
