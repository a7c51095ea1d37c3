// The profile tab: philosophy, certifications, beyond fitness (hobbies), supplement stack and achievements.
import { memo, Suspense } from "react";
import { useTranslation } from "../../i18n";
import { CheckIcon, StarIcon } from "./explore-icons";
import { ProfileSection } from "./profile-section";
import type { PublicProfile } from "./public-profile";
import { lazyNearScreen } from "./lazy-near-screen";
import type { ExtraSections } from "./profile-extra-sections";

// Testimonials, weekly split and nutrition, and the supplement cards: their code loads only for a
// profile that has them, and over server-rendered HTML only near the screen (lazy-near-screen.ts).
const EXTRA_SECTIONS_SLOT = "profile-extra-sections";
const ProfileExtraSections = lazyNearScreen(
  EXTRA_SECTIONS_SLOT,
  async () => (await import("./profile-extra-sections")).ProfileExtraSections,
);
const SUPPLEMENTS_SLOT = "profile-supplement-list";
const SupplementList = lazyNearScreen(SUPPLEMENTS_SLOT, async () => (await import("./supplement-card")).SupplementList);

/*
 * The slots are memoized on props whose identity holds across renders. Until its code has loaded,
 * a slot's Suspense boundary still shows the server's HTML, and any update reaching it then
 * (the page re-rendering as it hydrates, the Translate action appearing) would make React drop
 * that HTML for the empty fallback.
 */
const SupplementsSlot = memo(function SupplementsSlot(props: {
  supplements: PublicProfile["supplements"];
  upgradePath: string | null;
}) {
  return (
    <div id={SUPPLEMENTS_SLOT}>
      <Suspense fallback={null}>
        <SupplementList {...props} />
      </Suspense>
    </div>
  );
});

const ExtraSectionsSlot = memo(function ExtraSectionsSlot({
  testimonials,
  memberTestimonials,
  weeklySplit,
  nutrition,
}: ExtraSections) {
  return (
    <div id={EXTRA_SECTIONS_SLOT} className="grid gap-5 lg:col-span-2">
      <Suspense fallback={null}>
        <ProfileExtraSections
          profile={{ testimonials, memberTestimonials, weeklySplit, nutrition }}
          Section={ProfileSection}
        />
      </Suspense>
    </div>
  );
});

const pill = "rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800";

export function ProfileAbout({ profile, upgradePath }: { profile: PublicProfile; upgradePath: string | null }) {
  const { t } = useTranslation();
  const hasExtraSections =
    profile.testimonials.length +
      profile.memberTestimonials.length +
      profile.weeklySplit.length +
      profile.nutrition.principles.length >
      0 || Object.values(profile.nutrition.macros).some((value) => value !== null);
  const isEmpty =
    !profile.philosophy &&
    profile.certifications.length === 0 &&
    profile.hobbies.length === 0 &&
    profile.supplements.length === 0 &&
    profile.achievements.length === 0 &&
    !hasExtraSections;

  if (isEmpty) {
    return (
      <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t("creatorProfile.about.empty")}</p>
    );
  }

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {profile.philosophy && (
        <div className="lg:col-span-2">
          <ProfileSection id="profile-philosophy" title={t("creatorProfile.about.philosophy")}>
            <blockquote className="border-l-4 border-brand-500 pl-4 text-lg leading-relaxed whitespace-pre-line text-slate-800 italic">
              {profile.philosophy}
            </blockquote>
          </ProfileSection>
        </div>
      )}
      {profile.certifications.length > 0 && (
        <ProfileSection id="profile-certifications" title={t("creatorProfile.about.certifications")}>
          <ul className="space-y-2">
            {profile.certifications.map((certification) => (
              <li key={certification} className="flex items-start gap-2 text-slate-800">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {certification}
              </li>
            ))}
          </ul>
        </ProfileSection>
      )}
      {profile.achievements.length > 0 && (
        <ProfileSection id="profile-achievements" title={t("creatorProfile.about.achievements")}>
          <ul className="space-y-2">
            {profile.achievements.map((achievement) => (
              <li key={achievement} className="flex items-start gap-2 text-slate-800">
                <StarIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" />
                {achievement}
              </li>
            ))}
          </ul>
        </ProfileSection>
      )}
      {profile.hobbies.length > 0 && (
        <div className="lg:col-span-2">
          <ProfileSection id="profile-hobbies" title={t("creatorProfile.about.beyondFitness")}>
            <ul className="flex flex-wrap gap-2">
              {profile.hobbies.map((hobby) => (
                <li key={hobby} className={pill}>
                  {hobby}
                </li>
              ))}
            </ul>
          </ProfileSection>
        </div>
      )}
      {profile.supplements.length > 0 && (
        <div className="lg:col-span-2">
          <ProfileSection id="profile-supplements" title={t("creatorProfile.about.supplements")}>
            <SupplementsSlot supplements={profile.supplements} upgradePath={upgradePath} />
          </ProfileSection>
        </div>
      )}
      {hasExtraSections && (
        <ExtraSectionsSlot
          testimonials={profile.testimonials}
          memberTestimonials={profile.memberTestimonials}
          weeklySplit={profile.weeklySplit}
          nutrition={profile.nutrition}
        />
      )}
    </div>
  );
}
