// /subscription and /subscription/:username(?tier=pro|all_star): the three plans, generic or
// with one creator's prices and the viewer's current plan. Paid checkout arrives later, so the
// page never charges anyone; it shows what each plan includes and what the viewer can do now.
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { paidTiers, tiers, type PaidTier, type Tier } from "../../../domain/memberships";
import { ApiError } from "../../lib/api";
import { ButtonLink } from "../../ui/button";
import { PageSpinner } from "../../ui/spinner";
import { useSession } from "../auth/session";
import { useCreatorProfile } from "../creators/queries";
import type { PublicProfile } from "../creators/public-profile";
import { useViewer } from "../creators/use-viewer";
import { OpeningSoonNote } from "./opening-soon-note";
import { PlanAction } from "./plan-action";
import { PlanBenefits } from "./plan-benefits";
import { PlanCard } from "./plan-card";
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

function GenericPlans() {
  const { t } = useTranslation();
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
          <PlanCard key={tier} tier={tier} isHighlighted={false} />
        ))}
      </ul>
    </PlansLayout>
  );
}

function CreatorPlans({ username, highlighted }: { username: string; highlighted: PaidTier | null }) {
  const viewer = useViewer();
  const session = useSession();
  const profile = useCreatorProfile(username, viewer);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    // Not found needs no retry; anything else may be passing.
    const isNotFound = profile.error instanceof ApiError && profile.error.status === 404;
    return <PlansLoadError onRetry={isNotFound ? undefined : () => profile.refetch()} isRetrying={profile.isFetching} />;
  }
  const isCreator = session.data?.role === "influencer" || profile.data.viewer.isOwnProfile;
  return <CreatorPlanCards profile={profile.data} highlighted={highlighted} isSignedIn={viewer.id !== null} isCreator={isCreator} />;
}

interface CreatorPlanCardsProps {
  profile: PublicProfile;
  highlighted: PaidTier | null;
  isSignedIn: boolean;
  /** Creators do not subscribe, so they see the plans without buttons. */
  isCreator: boolean;
}

function CreatorPlanCards({ profile, highlighted, isSignedIn, isCreator }: CreatorPlanCardsProps) {
  const { t } = useTranslation();
  // No membership means the free content is what the viewer has.
  const currentTier: Tier = profile.viewer.tier ?? "rookie";
  const priceOf: Record<Tier, number> = { rookie: 0, pro: profile.prices.proCents, all_star: profile.prices.allStarCents };
  const showsSoonNote = isSignedIn && !isCreator && currentTier !== "all_star";
  return (
    <PlansLayout title={t("plans.titleFor", { username: profile.username })} intro={<p>{t("plans.intro")}</p>}>
      {showsSoonNote && <OpeningSoonNote username={profile.username} canFollowFree={profile.viewer.tier === null} />}
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {tiers.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            priceCents={priceOf[tier]}
            isHighlighted={tier === highlighted}
            action={isCreator ? undefined : <PlanAction tier={tier} currentTier={currentTier} isSignedIn={isSignedIn} />}
          />
        ))}
      </ul>
    </PlansLayout>
  );
}
