// The follower's settings (/dashboard/follower/settings): profile picture, cover, payment management,
// emails and push notifications.
import { useTranslation } from "../i18n";
import { PageSpinner } from "../ui/spinner";
import { EmailPreferencesCard } from "../features/profiles/email-preferences-card";
import { PushSettingsCard } from "../features/push/push-settings-card";
import { LoadError } from "../features/profiles/load-error";
import { PaymentManagementCard } from "../features/profiles/payment-management-card";
import { ProfilePhotosCard } from "../features/profiles/profile-photos-card";
import { useOwnProfile } from "../features/profiles/queries";
import { SettingsHeader } from "../features/profiles/settings-header";
import { TwoFactorCard } from "../features/two-factor/two-factor-card";
import { ReadingPreferencesCard } from "../features/translation/reading-preferences-card";

export function FollowerSettingsPage() {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, refetch, isRefetching } = useOwnProfile();

  return (
    <div className="space-y-6">
      <SettingsHeader
        eyebrow={t("dashboard.follower.title")}
        title={t("profiles.follower.title")}
        intro={t("profiles.follower.intro")}
      />
      {isPending ? (
        <PageSpinner />
      ) : isError || !profile ? (
        <LoadError onRetry={() => void refetch()} isRetrying={isRefetching} />
      ) : (
        <>
          <ProfilePhotosCard profile={profile} />
          <PaymentManagementCard />
          <EmailPreferencesCard kinds={["messages", "replies", "payments", "weeklyTips"]} />
          <PushSettingsCard kinds={["messages", "posts", "liveSessions", "payments", "coachComments"]} />
          <TwoFactorCard />
          <ReadingPreferencesCard />
        </>
      )}
    </div>
  );
}
