// The creator's profile settings (/dashboard/influencer/profile): what explore and the public profile show.
import { useTranslation } from "../i18n";
import { PageSpinner } from "../ui/spinner";
import { BasicProfileCard } from "../features/profiles/basic-profile-card";
import { CompletenessChecklist } from "../features/profiles/completeness-checklist";
import { CreatorProfileForm } from "../features/profiles/creator-profile-form";
import { EmailPreferencesCard } from "../features/profiles/email-preferences-card";
import { PushSettingsCard } from "../features/push/push-settings-card";
import { ReadingPreferencesCard } from "../features/translation/reading-preferences-card";
import { LoadError } from "../features/profiles/load-error";
import { OffersBillingCard } from "../features/profiles/offers-billing-card";
import { PayoutCard } from "../features/profiles/payout-card";
import { ProfilePhotosCard } from "../features/profiles/profile-photos-card";
import { useOwnProfile } from "../features/profiles/queries";
import { SettingsHeader } from "../features/profiles/settings-header";
import { TwoFactorCard } from "../features/two-factor/two-factor-card";

export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch, isRefetching } = useOwnProfile();

  return (
    <div className="space-y-6">
      <SettingsHeader
        eyebrow={t("dashboard.influencer.title")}
        title={t("profiles.page.title")}
        intro={t("profiles.page.intro")}
      />
      {isPending ? (
        <PageSpinner />
      ) : isError || !profile?.creator ? (
        <LoadError onRetry={() => void refetch()} isRetrying={isRefetching} />
      ) : (
        <>
          <CompletenessChecklist profile={profile} />
          <ProfilePhotosCard profile={profile} />
          <BasicProfileCard profile={profile} />
          <CreatorProfileForm creator={profile.creator} />
          <PayoutCard />
          <OffersBillingCard
            monthlyCents={{ pro: profile.creator.proPriceCents, all_star: profile.creator.allStarPriceCents }}
            username={profile.username}
          />
          <EmailPreferencesCard kinds={["messages", "replies"]} />
          <PushSettingsCard kinds={["messages", "coachComments"]} />
          <TwoFactorCard />
          <ReadingPreferencesCard isCreator />
        </>
      )}
    </div>
  );
}
