// The follower's settings (/dashboard/follower/settings): profile picture, cover, payment management and emails.
import { useTranslation } from "../../i18n";
import { PageSpinner } from "../../ui/spinner";
import { EmailPreferencesCard } from "./email-preferences-card";
import { LoadError } from "./load-error";
import { PaymentManagementCard } from "./payment-management-card";
import { ProfilePhotosCard } from "./profile-photos-card";
import { useOwnProfile } from "./queries";
import { SettingsHeader } from "./settings-header";
import { TwoFactorCard } from "../two-factor/two-factor-card";
import { ReadingPreferencesCard } from "../translation/reading-preferences-card";

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
          <EmailPreferencesCard kinds={["messages", "payments"]} />
          <TwoFactorCard />
          <ReadingPreferencesCard />
        </>
      )}
    </div>
  );
}
