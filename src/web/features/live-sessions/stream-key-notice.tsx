// The new session is scheduled; with OBS streaming on, its server and stream key, shown this once
// (only the key's hash is stored).
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ObsValue } from "./obs-value";

export interface ScheduledNotice {
  streamKey: string;
  obsServerUrl: string | null;
}

export function StreamKeyNotice({ notice, onDismiss }: { notice: ScheduledNotice; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" className="mt-4">
      <p className="font-semibold">{t("liveSessions.schedule.done")}</p>
      {notice.obsServerUrl && (
        <div className="mt-3 space-y-3">
          <p className="text-sm font-semibold">{t("liveSessions.streamKey.title")}</p>
          <p className="text-sm">{t("liveSessions.streamKey.text")}</p>
          <ObsValue
            label={t("liveSessions.obs.server")}
            value={notice.obsServerUrl}
            copyLabel={t("liveSessions.obs.copyServer")}
          />
          <ObsValue
            label={t("liveSessions.obs.streamKey")}
            value={notice.streamKey}
            copyLabel={t("liveSessions.obs.copyKey")}
          />
        </div>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onDismiss}>
        {t("liveSessions.streamKey.dismiss")}
      </Button>
    </Alert>
  );
}
