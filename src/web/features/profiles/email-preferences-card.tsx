// Which emails arrive while the user is away: each switch saves at once, says it did (3 s),
// and moves back if the save fails.
import {
  UNREAD_MESSAGE_EMAIL_DELAY_MINUTES,
  UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES,
  type EmailPreferenceKind,
} from "../../../domain/notifications";
import { useTranslation } from "../../i18n";
import { CheckboxField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { useEmailPreferences, useSaveEmailPreference } from "../notifications";
import { SettingsCard } from "../../ui/settings-card";
import { usePressedValue } from "../../lib/use-pressed-value";
import { useSaveFeedback } from "../../lib/use-save-feedback";
import { SaveStatus } from "../../ui/save-status";

/**
 * `kinds`: the emails this user can get. Payment problems and the weekly tips concern members
 * only, so a creator's card shows the messages and replies switches alone.
 */
export function EmailPreferencesCard({ kinds }: { kinds: readonly EmailPreferenceKind[] }) {
  const { t } = useTranslation();
  const { data: preferences, isPending, isError, refetch, isRefetching } = useEmailPreferences();
  const save = useSaveEmailPreference();
  const feedback = useSaveFeedback();
  const [shown, press] = usePressedValue(preferences);

  // From what is shown, so a second switch pressed before the first one's save is back keeps both.
  const change = (kind: EmailPreferenceKind, isOn: boolean) => {
    if (!shown) return;
    const next = { ...shown, [kind]: isOn };
    press(next);
    save.mutate(next, feedback.track());
  };

  const labels: Record<EmailPreferenceKind, string> = {
    messages: t("notifications.email.messages", { minutes: UNREAD_MESSAGE_EMAIL_DELAY_MINUTES }),
    replies: t("notifications.email.replies", { minutes: UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES }),
    payments: t("notifications.email.payments"),
    weeklyTips: t("notifications.email.weeklyTips"),
  };

  return (
    <SettingsCard title={t("notifications.email.title")} description={t("notifications.email.description")}>
      {isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t("notifications.email.loading")}</span>
          {kinds.map((kind) => (
            <div key={kind} aria-hidden="true" className="h-5 w-full max-w-md animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      ) : isError ? (
        <LoadError
          message={t("notifications.email.loadFailed")}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : (
        <div className="space-y-3">
          {kinds.map((kind) => (
            <CheckboxField
              key={kind}
              label={labels[kind]}
              checked={(shown ?? preferences)[kind]}
              onChange={(event) => change(kind, event.target.checked)}
            />
          ))}
          <SaveStatus
            feedback={feedback}
            saved={t("notifications.email.saved")}
            failed={t("notifications.email.failed")}
          />
        </div>
      )}
    </SettingsCard>
  );
}
