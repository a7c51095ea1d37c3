// One coach's part of the member's check-in page: this week's form (ALL STAR only, or what
// ALL STAR adds and the way back), then the member's earlier check-ins with that coach.
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { SettingsCard } from "../../ui/settings-card";
import { CheckinAllStarNotice } from "./checkin-all-star-notice";
import { CheckinAnswerForm } from "./checkin-answer-form";
import { useFormatDay } from "./checkin-dates";
import { CheckinHistory } from "./checkin-history";
import { useMemberCheckin } from "./checkin-queries";

export function CoachCheckin({ username, today }: { username: string; today: string }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const query = useMemberCheckin(username, today);
  if (query.isPending) return <LoadingLine label={t("checkins.member.loading")} />;
  if (query.isError) {
    return (
      <LoadError
        message={t("checkins.member.loadFailed")}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const view = query.data;
  const who = view.creator.name || `@${view.creator.username}`;
  return (
    <div className="space-y-8">
      {view.form ? (
        <SettingsCard
          title={t("checkins.member.thisWeek", { date: formatDay(view.weekStart) })}
          description={t(view.current ? "checkins.member.sentStatus" : "checkins.member.notSent", { name: who })}
        >
          {/* Not keyed by the check-in: the first send creates it, and the form (with its notice) stays. */}
          <CheckinAnswerForm view={{ ...view, form: view.form }} today={today} />
        </SettingsCard>
      ) : (
        <CheckinAllStarNotice creator={view.creator} />
      )}
      <CheckinHistory username={username} unit={view.unit} who={t("checkins.history.you")} />
    </div>
  );
}
