// /subscription and /subscription/:username(?tier=pro|all_star&offer=CODE): the three plans, generic or
// with one creator's prices, an offer code's price, and what the viewer can do on each (creator-plan-cards.tsx).
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { paidTiers, tiers, type PaidTier } from "../../../domain/memberships";
import { ApiError } from "../../lib/api";
import { ButtonLink } from "../../ui/button";
import { PageSpinner } from "../../ui/spinner";
import { useSession } from "../../lib/session";
import { useCreatorProfile } from "../creators";
import { useViewer } from "../creators";
import { GiftButton } from "./gift-button";
import { PlanBenefits } from "./plan-benefits";
import { PlanAction } from "./plan-action";
import { PlanCard } from "./plan-card";
import { planChoice, type ViewerPlan } from "./plan-choice";
import { sellsYearly } from "./billing-view";
import { OfferPlanCards } from "./offer-plan-cards";
import { PlanFaq } from "./plan-faq";
import { PlansLoadError } from "./plans-load-error";

const isPaidTier = (value: string | null): value is PaidTier => paidTiers.some((tier) => tier === value);

export function PlansPage() {
  const { username } = useParams();
  const [searchParams] = useSearchParams();
  const tierParam = searchParams.get("tier");
  const highlighted = isPaidTier(tierParam) ? tierParam : null;
  return username ? <CreatorPlans username={username} highlighted={highlighted} /> : <GenericPlans />;
}

function PlansLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${title} · FitCreators`}</title>
      <div className="mx-auto max-w-5xl">
        <h1 className="text-center text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</div>
        {children}
        <PlanBenefits />
        <PlanFaq />
      </div>
    </div>
  );
}

/** No creator chosen: Rookie is everyone's plan; a paid one needs a creator, and a visitor logs in first. */
function GenericPlans() {
  const { t } = useTranslation();
  const session = useSession();
  // Creators do not subscribe, so they see the plans without buttons, as on a creator's plans.
  const showsActions = !session.isPending && session.data?.role !== "influencer";
  const viewer: ViewerPlan = {
    currentTier: "rookie",
    currentInterval: "month",
    isSignedIn: Boolean(session.data),
    scheduled: null,
    isEnding: false,
    pausedTier: null,
  };
  return (
    <PlansLayout
      title={t("plans.title")}
      intro={
        <>
          <p>{t("plans.generic.intro")}</p>
          <ButtonLink to="/explore" className="mt-4">
            {t("plans.generic.explore")}
          </ButtonLink>
        </>
      }
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {tiers.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            isHighlighted={false}
            action={
              showsActions ? (
                <PlanAction
                  tier={tier}
                  choice={planChoice({ tier, interval: "month" }, viewer, "noCreator")}
                  isDisabled={false}
                  isLoading={false}
                  onChoose={() => undefined}
                />
              ) : undefined
            }
          />
        ))}
      </ul>
    </PlansLayout>
  );
}

function CreatorPlans({ username, highlighted }: { username: string; highlighted: PaidTier | null }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const session = useSession();
  const profile = useCreatorProfile(username, viewer);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    // Not found needs no retry; anything else may be passing.
    const isNotFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <PlansLoadError onRetry={isNotFound ? undefined : () => profile.refetch()} isRetrying={profile.isFetching} />
    );
  }
  const isCreator = session.data?.role === "influencer" || profile.data.viewer.isOwnProfile;
  return (
    <PlansLayout
      title={t("plans.titleFor", { username: profile.data.username })}
      intro={<p>{t(sellsYearly(profile.data.yearlyPlans) ? "plans.introYearly" : "plans.intro")}</p>}
    >
      <OfferPlanCards
        profile={profile.data}
        highlighted={highlighted}
        isSignedIn={viewer.id !== null}
        isCreator={isCreator}
      />
      {!isCreator && profile.data.takesPaidMembers && (
        <GiftButton
          creator={{ username: profile.data.username, name: profile.data.username }}
          prices={{ pro: profile.data.prices.proCents, all_star: profile.data.prices.allStarCents }}
          tier={highlighted}
        />
      )}
    </PlansLayout>
  );
}
