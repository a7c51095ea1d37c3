// The "Push notifications" section of the settings screens: this device on or off, which kinds,
// and quiet hours. Choices are the account's (every device of it follows them).
import type { PushKind, PushPreferencesPatch } from "../../../domain/push";
import { useTranslation } from "../../i18n";
import { useSaveFeedback } from "../../lib/use-save-feedback";
import { LoadError } from "../../ui/load-error";
import { SaveStatus } from "../../ui/save-status";
import { SettingsCard } from "../../ui/settings-card";
import { PushDeviceControl } from "./push-device-control";
import { PushKindChoices } from "./push-kind-choices";
import { usePushPreferences, useSavePushPreferences } from "./queries";
import { QuietHoursForm } from "./quiet-hours-form";

/** `kinds`: what this user can be pushed (a creator gets no posts, live sessions or payment problems). */
export function PushSettingsCard({ kinds }: { kinds: readonly PushKind[] }) {
  const { t } = useTranslation();
  const { data: preferences, isPending, isError, refetch, isRefetching } = usePushPreferences();
  const save = useSavePushPreferences();
  const feedback = useSaveFeedback();
  const change = (patch: PushPreferencesPatch) => save.mutate(patch, feedback.track());

  return (
    <SettingsCard title={t("notifications.push.title")} description={t("notifications.push.description")}>
      <div className="space-y-6">
        <PushDeviceControl />
        {isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t("notifications.push.loading")}</span>
            {kinds.map((kind) => (
              <div key={kind} aria-hidden="true" className="h-5 w-full max-w-md animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : isError ? (
          <LoadError
            message={t("notifications.push.loadFailed")}
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        ) : (
          <>
            <PushKindChoices
              kinds={kinds}
              preferences={preferences}
              onChange={(kind, isOn) => change({ [kind]: isOn })}
            />
            <QuietHoursForm
              preferences={preferences}
              isSaving={save.isPending}
              onSave={(quietHours, timeZone) => change({ quietHours, timeZone })}
            />
            <SaveStatus
              feedback={feedback}
              saved={t("notifications.push.saved")}
              failed={t("notifications.push.failed")}
            />
          </>
        )}
      </div>
    </SettingsCard>
  );
}
