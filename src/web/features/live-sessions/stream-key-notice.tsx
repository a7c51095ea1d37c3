// The new session's OBS stream key, shown once after scheduling (only its hash is stored).
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

export function StreamKeyNotice({ streamKey, onDismiss }: { streamKey: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" className="mt-4">
      <p className="font-semibold">{t("liveSessions.schedule.done")}</p>
      <p className="mt-2 text-sm">{t("liveSessions.streamKey.text")}</p>
      <p className="mt-1 text-sm">
        {t("liveSessions.streamKey.title")}: <code className="break-all select-all">{streamKey}</code>
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onDismiss}>
        {t("liveSessions.streamKey.dismiss")}
      </Button>
    </Alert>
  );
}
